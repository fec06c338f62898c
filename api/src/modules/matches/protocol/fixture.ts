// A fixture's moves (ADR 0177): postponing, cancelling or reinstating a match not yet started,
// under the match's protocol lock, and the fixture as the cabinet reads it after a move.
import type { FixtureMoveBody, FixtureState, Language } from '@league/shared/contracts';
import type { CurrentUser } from '../../auth/index';
import * as repo from '../matches.protocol.repository';
import { conflict, type ProtocolDeps, reach, refuse, write } from './deps';
import { orNull } from '../../../lib/text';

/** A fixture as the cabinet's answer to a move. */
export const fixtureState = (row: repo.FixtureRow): FixtureState => ({
  id: row.id,
  status: row.status,
  date_time: row.date_time,
  postponed_from: row.postponed_from,
  technical_result: row.technical_result,
  cancellation_reason: {
    kk: row.cancellation_reason_kk,
    ru: row.cancellation_reason_ru,
    en: row.cancellation_reason_en,
  },
  fixture_revision: row.fixture_revision,
});

/** The fixture's columns after the move, or 422 when the body lacks what the move needs. */
function nextFixture(language: Language, body: FixtureMoveBody, row: repo.FixtureRow) {
  const cleared = {
    technical_result: null,
    cancellation_reason_kk: null,
    cancellation_reason_ru: null,
    cancellation_reason_en: null,
  };
  let next: Parameters<typeof repo.moveFixture>[2];
  if (body.action === 'postpone') {
    const date = body.date || null;
    const time = body.time || null;
    if ((date === null) !== (time === null))
      throw refuse('validation_failed', { [date === null ? 'date' : 'time']: [{ rule: 'required' }] });
    next = {
      ...cleared,
      status: 'postponed',
      date_time: date && time ? new Date(`${date}T${time}:00+05:00`).toISOString() : null,
      postponed_from: row.postponed_from ?? row.date_time,
    };
  } else if (body.action === 'cancel') {
    const reasons = {
      cancellation_reason_kk: orNull(body.reason_kk),
      cancellation_reason_ru: orNull(body.reason_ru),
      cancellation_reason_en: orNull(body.reason_en),
    };
    if (!reasons.cancellation_reason_kk && !reasons.cancellation_reason_ru && !reasons.cancellation_reason_en)
      throw refuse('validation_failed', { [`reason_${language}`]: [{ rule: 'required' }] });
    next = {
      ...reasons,
      status: 'cancelled',
      date_time: row.date_time,
      postponed_from: row.postponed_from,
      technical_result: body.technical_result ?? null,
    };
  } else {
    next = { ...cleared, status: 'scheduled', date_time: row.date_time, postponed_from: null };
  }
  return next;
}

/**
 * Postpones, cancels or reinstates a match (super_admin, ADR 0177) under the match's protocol
 * lock, so a protocol started at the same moment either comes first (the move is refused with
 * 409) or finds the match moved (its start is refused). Only a match not started moves: a
 * live, finished or locked one is 409 `transition_not_allowed`; a finished tournament's 409
 * `tournament_finished`. Each move bumps the fixture revision (the calendar feed's SEQUENCE).
 */
export async function moveFixture(
  deps: ProtocolDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  body: FixtureMoveBody,
): Promise<FixtureState> {
  return write(
    deps,
    id,
    async (trx) => {
      const match = await reach(deps, language, user, id, trx);
      const row = (await repo.fixtureOf(trx, id))!;
      const current = async () => fixtureState(row);
      if (row.tournament_finished) await conflict('tournament_finished', current);
      const from: ReadonlyArray<repo.FixtureRow['status']> =
        body.action === 'reinstate' ? ['postponed', 'cancelled'] : ['scheduled', 'postponed'];
      if (match.protocol_confirmed_at !== null || !from.includes(row.status) || (await repo.countEvents(trx, id)) > 0)
        await conflict('transition_not_allowed', current);
      await repo.moveFixture(trx, id, nextFixture(language, body, row));
      return fixtureState((await repo.fixtureOf(trx, id))!);
    },
    (trx) => repo.shareTournamentOfMatch(trx, id),
  );
}
