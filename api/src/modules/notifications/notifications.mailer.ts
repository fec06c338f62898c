// Sends the e-mail of notifications that ask for action (ADR 0180) through SMTP (nodemailer, the
// SMTP_URL transport). The notification rows are the outbox: `notify` stores an e-mailed kind as
// 'due' in the write's own transaction, so a mail exists exactly when the change committed.
// `drain` claims due rows in a short transaction ('sending', locked with `skip locked`: two
// processes never take one row), sends them outside any transaction (a slow SMTP server never
// holds the database), then records each: 'sent', 'off' (the reader turned e-mail off, or has no
// active account) or, after MAX_TRIES refusals, 'failed' — each failure logged. A claim whose
// process died is taken again after CLAIM_LEASE_MS. The in-app list stays the record.
import nodemailer, { type Transporter } from 'nodemailer';
import { siteName } from '@league/shared/league';
import type { DB } from '../../db/database';
import { observerOf } from '../../db/observe';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { readIdentity } from '../league/index';
import { mailOf } from './notifications.mail';
import type { Outbox } from './notifications.outbox';
import * as repository from './notifications.repository';

export const MAX_TRIES = 3;
export const CLAIM_LEASE_MS = 10 * 60_000;
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

export function createMailer({
  db,
  clock,
  smtpUrl,
  from,
  publicUrl,
  log,
  outboxes = [],
}: {
  db: DB;
  clock: Clock;
  smtpUrl: string;
  from: string;
  publicUrl: string;
  log: MailLog;
  /** Other outboxes drained the same way (the feedback answers). */
  outboxes?: Outbox[];
}): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  /** The sender: MAIL_FROM's address under the league's name in the mail's language (unless MAIL_FROM names one). */
  const sender = async (language: 'kk' | 'ru' | 'en') =>
    from.includes('<') ? from : { name: siteName(await readIdentity(db), language), address: from };

  async function batch(): Promise<{ taken: number; sent: number }> {
    const now = clock();
    const rows = await inTransaction(
      db,
      (trx) => repository.claimDueEmails(trx, BATCH, now, new Date(now.getTime() - CLAIM_LEASE_MS)),
      { label: 'notification e-mail: claim' },
    );
    const outcomes: Array<{ id: number; state: 'sent' | 'due' | 'failed' | 'off'; tries: number }> = [];
    let sent = 0;
    for (const row of rows) {
      const id = Number(row.id);
      const payload = row.payload && typeof row.payload === 'object' ? (row.payload as Record<string, unknown>) : {};
      if (!row.email_notifications || !row.is_active || !row.email) {
        outcomes.push({ id, state: 'off', tries: row.email_tries });
        continue;
      }
      const teamId = num(payload.team_id);
      const tournamentId = num(payload.tournament_id);
      const matchId = num(payload.match_id);
      const names = await repository.namesOf(db, {
        teams: teamId ? [teamId] : [],
        tournaments: tournamentId ? [tournamentId] : [],
        matches: matchId ? [matchId] : [],
      });
      const mail = mailOf(
        row.kind,
        payload,
        {
          team: teamId ? (names.teams.get(teamId) ?? null) : null,
          tournament: tournamentId ? (names.tournaments.get(tournamentId) ?? null) : null,
          match: matchId ? (names.matches.get(matchId) ?? null) : null,
        },
        // The reader's language (ADR 0189): the subject, the body and the names in it.
        row.language,
        publicUrl,
      );
      if (!mail) {
        outcomes.push({ id, state: 'off', tries: row.email_tries });
        continue;
      }
      const tries = row.email_tries + 1;
      try {
        await transport.sendMail({
          from: await sender(row.language),
          to: row.email,
          subject: mail.subject,
          text: mail.text,
        });
        outcomes.push({ id, state: 'sent', tries });
        sent++;
      } catch (error) {
        log.warn(
          { err: error, notification: id, tries },
          tries >= MAX_TRIES ? 'notification e-mail failed; given up' : 'notification e-mail failed; tried again later',
        );
        outcomes.push({ id, state: tries >= MAX_TRIES ? 'failed' : 'due', tries });
      }
    }
    if (outcomes.length > 0) {
      for (const outcome of outcomes) observerOf(db)?.emailOutcome?.(outcome.state);
      await inTransaction(
        db,
        async (trx) => {
          for (const outcome of outcomes) await repository.setEmailState(trx, outcome.id, outcome.state, outcome.tries);
        },
        { label: 'notification e-mail: record' },
      );
    }
    return { taken: rows.length, sent };
  }

  async function outboxBatch(outbox: Outbox): Promise<{ taken: number; sent: number }> {
    const now = clock();
    const rows = await inTransaction(
      db,
      (trx) => outbox.claim(trx, BATCH, now, new Date(now.getTime() - CLAIM_LEASE_MS)),
      { label: `${outbox.label}: claim` },
    );
    const outcomes: Array<{ id: number; state: 'sent' | 'due' | 'failed' | 'off'; tries: number }> = [];
    for (const row of rows) {
      if (!row.mail) {
        outcomes.push({ id: row.id, state: 'off', tries: row.tries });
        continue;
      }
      const tries = row.tries + 1;
      try {
        const { to, subject, text, language } = row.mail;
        await transport.sendMail({ from: await sender(language), to, subject, text });
        outcomes.push({ id: row.id, state: 'sent', tries });
      } catch (error) {
        log.warn({ err: error, outbox: outbox.label, id: row.id, tries }, `${outbox.label}: e-mail failed`);
        outcomes.push({ id: row.id, state: tries >= MAX_TRIES ? 'failed' : 'due', tries });
      }
    }
    if (outcomes.length > 0)
      await inTransaction(
        db,
        async (trx) => {
          for (const o of outcomes) await outbox.record(trx, o.id, o.state, o.tries);
        },
        { label: `${outbox.label}: record` },
      );
    return { taken: rows.length, sent: outcomes.filter((o) => o.state === 'sent').length };
  }

  const drainWith = async (step: () => Promise<{ taken: number; sent: number }>) => {
    let total = 0;
    for (;;) {
      const { taken, sent } = await step();
      total += sent;
      if (taken < BATCH || sent === 0) return total;
    }
  };

  return {
    async drain() {
      let total = await drainWith(batch);
      for (const outbox of outboxes) total += await drainWith(() => outboxBatch(outbox));
      return total;
    },
    close: () => transport.close(),
  };
}
