// Sends the e-mail of notifications that ask for action (ADR 0180) through SMTP (nodemailer, the
// SMTP_URL transport). The notification rows are the outbox: `notify` stores an e-mailed kind as
// 'due' in the write's own transaction, so a mail exists exactly when the change committed.
// `drain` claims due rows in a short transaction ('sending', locked with `skip locked`: two
// processes never take one row), sends them outside any transaction (a slow SMTP server never
// holds the database), then records each: 'sent', 'off' (the reader turned e-mail off, or has no
// active account) or, after MAX_TRIES refusals, 'failed' — each failure logged. A claim whose
// process died is taken again after CLAIM_LEASE_MS. The in-app list stays the record.
// The steps are in ./mailer; this is the mailer the app's mail loop calls.
import { type MailerDeps, mailSendDeps } from './mailer/deps';
import { drain } from './mailer/drain';

export { CLAIM_LEASE_MS, type MailLog, MAX_TRIES } from './mailer/deps';

export interface Mailer {
  /** Sends the due e-mail (in batches until none is left or a batch sent nothing); answers how many were sent. */
  drain(): Promise<number>;
  close(): void;
}

export function createMailer(input: MailerDeps): Mailer {
  const deps = mailSendDeps(input);
  return {
    drain: () => drain(deps),
    close: () => deps.transport.close(),
  };
}
