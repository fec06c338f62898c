// One batch of the notifications' e-mail: due rows claimed in a short transaction, each sent in
// the reader's language outside any transaction, then each outcome recorded.
import { observerOf } from '../../../db/observe';
import { inTransaction } from '../../../db/transaction';
import { mailOf } from '../notifications.mail';
import * as repository from '../notifications.repository';
import { BATCH, CLAIM_LEASE_MS, MAX_TRIES, type MailSendDeps, sender } from './deps';

const num = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

export async function notificationBatch(deps: MailSendDeps): Promise<{ taken: number; sent: number }> {
  const { db, clock, publicUrl, log, transport } = deps;
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
        from: await sender(deps, row.language),
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
