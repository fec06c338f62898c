// The mail suites' start: a local SMTP catcher and an app whose mail goes to it, so a test reads
// what the league really sent (ADR 0180).
import { startSmtpCatcher, type SmtpCatcher } from '../../../test-support/smtp-catcher';
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers';

/** A started SMTP catcher and an app sending its mail there, from league@league.test. */
export async function openAppWithMail(options: TestAppOptions): Promise<{ t: TestApp; smtp: SmtpCatcher }> {
  const smtp = await startSmtpCatcher();
  try {
    const t = await createTestApp({
      ...options,
      config: { ...options.config, mail: { smtpUrl: smtp.url, from: 'league@league.test' } },
    });
    return { t, smtp };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}
