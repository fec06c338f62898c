// The mail suites' start: a local SMTP catcher and an app whose mail goes to it, so a test reads
// what the league really sent (ADR 0180); the mail the demo data has due kept out of it, and the
// end that closes both.
import { startSmtpCatcher, type SmtpCatcher } from '../../../test-support/smtp-catcher';
import type { DB } from '../../src/db/database';
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

/** Sends none of the mail the demo data has due: it is not the suite's. */
export async function withholdDemoMail(db: DB): Promise<void> {
  await db.updateTable('notifications').set({ email_state: null }).execute();
}

/** Closes the app, then the catcher (either may be missing when the start failed). */
export async function closeAppWithMail({ t, smtp }: { t?: TestApp; smtp?: SmtpCatcher }): Promise<void> {
  await t?.close();
  await smtp?.close();
}
