// The outbox of account e-mail (ADR 0220): an invitation or a reset stores its mail as a 'due'
// row in the write's own transaction — a mail exists exactly when the invitation does — and the
// app's mail loop (app.ts, beside the notifications' mailer) sends it: claimed in a short
// transaction (`skip locked`: two processes never take one row), sent outside any transaction,
// then recorded. The row holds the link only until it is sent or given up: the database keeps the
// token's hash alone after that.
import nodemailer, { type Transporter } from 'nodemailer';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { Language } from '@league/shared/contracts';
import * as repository from './account-mail.repository';
import { accountMailText } from './account-mail.text';
import type { AccountMailKind } from './accounts.table';

export const ACCOUNT_MAIL_TRIES = 3;
const CLAIM_LEASE_MS = 10 * 60_000;
const BATCH = 20;

export async function queueAccountMail(
  trx: Executor,
  mail: { email: string; kind: AccountMailKind; language: Language; link: string | null; name?: string; role?: string },
  now: Date,
): Promise<void> {
  const { email, kind, language, link } = mail;
  await repository.insertMail(
    trx,
    { email, kind, language, link, name: mail.name ?? null, role: mail.role ?? null },
    now,
  );
}

const claim = (db: DB, now: Date) =>
  inTransaction(db, (trx) => repository.claimDue(trx, BATCH, now, new Date(now.getTime() - CLAIM_LEASE_MS)), {
    label: 'account e-mail: claim',
  });

export interface AccountMailer {
  drain(): Promise<number>;
  close(): void;
}

export function createAccountMailer({
  db,
  clock,
  smtpUrl,
  from,
  log,
}: {
  db: DB;
  clock: Clock;
  smtpUrl: string;
  from: string;
  log: { warn(details: object, message: string): void };
}): AccountMailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  async function batch(): Promise<{ taken: number; sent: number }> {
    const rows = await claim(db, clock());
    let sent = 0;
    for (const row of rows) {
      const mail = accountMailText(row.kind, row.language, row);
      const tries = row.tries + 1;
      let state: 'sent' | 'due' | 'failed' = 'sent';
      try {
        await transport.sendMail({ from, to: row.email, subject: mail.subject, text: mail.text });
        sent++;
      } catch (error) {
        state = tries >= ACCOUNT_MAIL_TRIES ? 'failed' : 'due';
        log.warn({ err: error, accountMail: row.id, tries }, 'account e-mail failed');
      }
      await repository.recordAttempt(db, row.id, state, tries);
    }
    return { taken: rows.length, sent };
  }
  return {
    async drain() {
      let total = 0;
      for (;;) {
        const { taken, sent } = await batch();
        total += sent;
        if (taken < BATCH || sent === 0) return total;
      }
    },
    close: () => transport.close(),
  };
}
