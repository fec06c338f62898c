// What the mailer works with: the database, the clock, the SMTP transport, the sender, the
// public origin the mails link to, the log and the other outboxes; and the limits of a drain.
import nodemailer, { type Transporter } from 'nodemailer';
import { siteName } from '@league/shared/league';
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { readIdentity } from '../../league/index';
import type { Outbox } from '../notifications.outbox';

export const MAX_TRIES = 3;
export const CLAIM_LEASE_MS = 10 * 60_000;
export const BATCH = 20;

export interface MailLog {
  warn(details: object, message: string): void;
}

export interface MailerDeps {
  db: DB;
  clock: Clock;
  smtpUrl: string;
  from: string;
  publicUrl: string;
  log: MailLog;
  /** Other outboxes drained the same way (the feedback answers). */
  outboxes?: Outbox[];
}

/** What each step of a drain takes: the mailer's dependencies with the SMTP transport made from `smtpUrl`. */
export interface MailSendDeps extends Omit<MailerDeps, 'smtpUrl' | 'outboxes'> {
  transport: Transporter;
  outboxes: Outbox[];
}

/** The steps' dependencies, the transport made once (no other outboxes unless passed). */
export function mailSendDeps({ smtpUrl, outboxes = [], ...deps }: MailerDeps): MailSendDeps {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return { ...deps, outboxes, transport };
}

/** The sender: MAIL_FROM's address under the league's name in the mail's language (unless MAIL_FROM names one). */
export const sender = async ({ db, from }: MailSendDeps, language: 'kk' | 'ru' | 'en') =>
  from.includes('<') ? from : { name: siteName(await readIdentity(db), language), address: from };
