// Sends the e-mail of notifications that ask for action (ADR 0180) through SMTP (nodemailer, the
// SMTP_URL transport). The notification rows are the outbox: `notify` stores an e-mailed kind as
// 'due' in the write's own transaction, so a mail exists exactly when the change committed;
// `drain` takes due rows (locked, `skip locked`: two processes never send one twice), sends
// each and records 'sent', 'off' (the reader turned e-mail off, or has no active account) or,
// after MAX_TRIES refusals, 'failed' — each failure logged. The in-app list stays the record.
import nodemailer, { type Transporter } from 'nodemailer';
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { mailOf } from './notifications.mail';
import * as repository from './notifications.repository';

export const MAX_TRIES = 3;
const BATCH = 20;

export interface MailLog {
  warn(details: object, message: string): void;
}

export interface Mailer {
  /** Sends the due e-mail (in batches until none is left or a batch sent nothing); answers how many were sent. */
  drain(): Promise<number>;
  close(): void;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

export function createMailer({ db, smtpUrl, from, publicUrl, log }: { db: DB; smtpUrl: string; from: string; publicUrl: string; log: MailLog }): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);

  async function batch(): Promise<{ taken: number; sent: number }> {
    return inTransaction(
      db,
      async (trx) => {
        const rows = await repository.takeDueEmails(trx, BATCH);
        let sent = 0;
        for (const row of rows) {
          const payload = row.payload && typeof row.payload === 'object' ? (row.payload as Record<string, unknown>) : {};
          if (!row.email_notifications || !row.is_active || !row.email) {
            await repository.setEmailState(trx, Number(row.id), 'off', row.email_tries);
            continue;
          }
          const teamId = num(payload.team_id);
          const matchId = num(payload.match_id);
          const names = await repository.namesOf(trx, { teams: teamId ? [teamId] : [], tournaments: num(payload.tournament_id) ? [num(payload.tournament_id)!] : [], matches: matchId ? [matchId] : [] });
          const mail = mailOf(row.kind, payload, {
            team: teamId ? (names.teams.get(teamId) ?? null) : null,
            tournament: num(payload.tournament_id) ? (names.tournaments.get(num(payload.tournament_id)!) ?? null) : null,
            match: matchId ? (names.matches.get(matchId) ?? null) : null,
          }, 'kk', publicUrl);
          if (!mail) {
            await repository.setEmailState(trx, Number(row.id), 'off', row.email_tries);
            continue;
          }
          try {
            await transport.sendMail({ from, to: row.email, subject: mail.subject, text: mail.text });
            await repository.setEmailState(trx, Number(row.id), 'sent', row.email_tries + 1);
            sent++;
          } catch (error) {
            const tries = row.email_tries + 1;
            log.warn({ err: error, notification: Number(row.id), tries }, tries >= MAX_TRIES ? 'notification e-mail failed; given up' : 'notification e-mail failed; tried again later');
            await repository.setEmailState(trx, Number(row.id), tries >= MAX_TRIES ? 'failed' : 'due', tries);
          }
        }
        return { taken: rows.length, sent };
      },
      { attempts: 1, label: 'notification e-mail' },
    );
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
