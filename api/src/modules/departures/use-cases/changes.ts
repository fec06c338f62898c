// The departures' writes, each one transaction behind the departure's lock with its
// notification: the team's count and squad, the provider's decision and its undo.
import {
  ADULT_AGE,
  type DepartureCountBody,
  type DeparturePatchBody,
  type DepartureSaved,
  type DepartureSquadBody,
  type DepartureStatus,
  type Language,
} from '@league/shared/contracts';
import { enumLabel } from '@league/shared/labels';
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { almatyDate } from '../../../lib/clock';
import { AppError, type FieldErrors } from '../../../lib/errors';
import type { CurrentUser } from '../../auth/index';
import { ineligibleFields } from '../../eligibility/index';
import { notify } from '../../notifications/index';
import { judgeDeparture } from '../departures.eligibility';
import * as repository from '../departures.repository';
import { card, refuse, saved, travelDay, undoOpen, writable } from './access';
import type { DeparturesDeps } from './deps';
import { COUNT_FROM, DECISION_FROM, dayOf, SQUAD_FROM, UNDO_TO, yearsOn } from './rules';
import { orNull } from '../../../lib/text';

type LockedDeparture = NonNullable<Awaited<ReturnType<typeof repository.lockDeparture>>>;
interface AppliedPeople {
  players: Awaited<ReturnType<typeof repository.applicationPlayers>>;
  staff: Awaited<ReturnType<typeof repository.applicationStaff>>;
}

/**
 * Runs a write in one transaction on the departure locked for the user, when its status is one
 * of `from`; refuses the step otherwise.
 */
function changeDeparture<T>(
  deps: DeparturesDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  from: readonly DepartureStatus[],
  write: (trx: Executor, row: LockedDeparture, status: DepartureStatus) => Promise<T>,
): Promise<T> {
  return inTransaction(deps.db, async (trx) => {
    const row = await writable(trx, user, id);
    const status = row.status as DepartureStatus;
    if (!from.includes(status)) await refuse(deps, trx, language, user, id, status);
    return write(trx, row, status);
  });
}

/** Tells the departure's club of the provider's decision (or its undo). */
async function notifyClub(
  trx: Executor,
  id: number,
  row: LockedDeparture,
  status: DepartureStatus,
  reason: string | null,
): Promise<void> {
  await notify(trx, { clubId: row.club_id }, 'departure_status', {
    departure_id: id,
    tournament_id: row.tournament_id,
    team_id: row.team_id,
    team: row.team_title,
    match_id: row.match_id,
    status,
    reason,
  });
}

/** The team states how many travel: empty, empty-squad or rejected → empty-squad. */
export async function setCount(
  deps: DeparturesDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  body: DepartureCountBody,
): Promise<DepartureSaved> {
  return changeDeparture(deps, language, user, id, COUNT_FROM, async (trx) => {
    await repository.setCount(trx, id, body.people_count, 'empty-squad', deps.clock());
    return saved(id, 'empty-squad', body.people_count);
  });
}

/**
 * What is wrong with a squad sent: people not in the team's submitted application, a size other
 * than the stated count, and (a well-formed squad) people not eligible for this match on the
 * travel day and minors travelling without an adult.
 */
async function squadFields(
  deps: DeparturesDeps,
  trx: Executor,
  language: Language,
  id: number,
  row: LockedDeparture,
  { playerIds, staffIds }: { playerIds: number[]; staffIds: number[] },
  { players, staff }: AppliedPeople,
): Promise<FieldErrors> {
  const playerName = new Map(players.map((p) => [p.id, p.name]));
  const staffName = new Map(staff.map((s) => [s.id, s.name]));
  const fields: FieldErrors = {};
  const add = (field: string, rule: string, params: Record<string, string | number>) =>
    (fields[field] ??= []).push({ rule, params });
  for (const playerId of playerIds)
    if (!playerName.has(playerId)) add('player_ids', 'departure_not_in_application', { name: `#${playerId}` });
  for (const staffId of staffIds)
    if (!staffName.has(staffId)) add('staff_ids', 'departure_not_in_application', { name: `#${staffId}` });
  const size = playerIds.length + staffIds.length;
  const count = row.people_count ?? 0;
  if (size !== count) add('squad', 'departure_squad_size', { count, size });
  const day = await travelDay(deps, trx, id, language);
  const wellFormed = Object.keys(fields).length === 0;
  if (wellFormed) {
    const judged = await judgeDeparture(trx, {
      tournamentId: row.tournament_id,
      teamId: row.team_id,
      matchId: row.match_id,
      playerIds,
      staffIds,
      on: day,
    });
    ineligibleFields(
      judged.players,
      playerIds.map((playerId) => ({ id: playerId, field: 'player_ids', name: playerName.get(playerId)! })),
      language,
      fields,
    );
    ineligibleFields(
      judged.staff,
      staffIds.map((staffId) => ({ id: staffId, field: 'staff_ids', name: staffName.get(staffId)! })),
      language,
      fields,
    );
  }
  if (wellFormed) {
    // Children travel with an adult: a player under 18 on the travel day needs a staff member of 18 or more (birth date unknown: an adult).
    const birth = new Map(players.map((p) => [p.id, dayOf(p.birth_date)]));
    const staffBirth = new Map(staff.map((s) => [s.id, dayOf(s.birth_date)]));
    const minors = playerIds.filter((playerId) => {
      const born = birth.get(playerId);
      return born !== null && born !== undefined && yearsOn(born, day) < ADULT_AGE;
    }).length;
    const adults = staffIds.filter((staffId) => {
      const born = staffBirth.get(staffId);
      return born === null || born === undefined || yearsOn(born, day) >= ADULT_AGE;
    }).length;
    if (minors > 0 && adults === 0) add('staff_ids', 'departure_needs_adult', { count: minors });
  }
  return fields;
}

/**
 * The team lists who travels and sends it (→ pending): exactly the stated count, everyone from
 * the team's submitted application and eligible for this match. Notifies the providers.
 */
export async function sendSquad(
  deps: DeparturesDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  body: DepartureSquadBody,
): Promise<DepartureSaved> {
  return changeDeparture(deps, language, user, id, SQUAD_FROM, async (trx, row, status) => {
    const playerIds = [...new Set(body.player_ids)];
    const staffIds = [...new Set(body.staff_ids)];
    const [players, staff] = await Promise.all([
      repository.applicationPlayers(trx, language, row.tournament_id, row.team_id),
      repository.applicationStaff(trx, language, row.tournament_id, row.team_id),
    ]);
    const count = row.people_count ?? 0;
    const fields = await squadFields(deps, trx, language, id, row, { playerIds, staffIds }, { players, staff });
    if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
    const now = deps.clock();
    await repository.replaceSquad(trx, id, playerIds, staffIds);
    await repository.setStatus(
      trx,
      id,
      { status: 'pending', reject_reason: null, submitted_at: now, reviewed_by: null, reviewed_at: null },
      now,
    );
    await notify(trx, { role: 'provider' }, 'departure_sent', {
      departure_id: id,
      tournament_id: row.tournament_id,
      team_id: row.team_id,
      team: row.team_title,
      match_id: row.match_id,
      people_count: count,
      resent: status === 'rejected',
    });
    return saved(id, 'pending', count);
  });
}

/** The provider's decision: agree (pending → submitted), reject with a reason (pending → rejected), remove (submitted → unsubmitted). */
export async function decide(
  deps: DeparturesDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  body: DeparturePatchBody,
): Promise<DepartureSaved> {
  const reason = orNull(body.reason);
  if (body.status === 'rejected' && !reason)
    throw new AppError('validation_failed', { fields: { reason: [{ rule: 'required' }] } });
  return changeDeparture(deps, language, user, id, [DECISION_FROM[body.status]], async (trx, row) => {
    const now = deps.clock();
    await repository.setStatus(
      trx,
      id,
      {
        status: body.status,
        reject_reason: body.status === 'submitted' ? null : reason,
        reviewed_by: user.id,
        reviewed_at: now,
      },
      now,
    );
    await notifyClub(trx, id, row, body.status, body.status === 'submitted' ? null : reason);
    return saved(id, body.status, row.people_count);
  });
}

/**
 * Undoes the provider's last decision (submitted or rejected → pending, unsubmitted →
 * submitted) while the league's today is before the travel day; refused with 409 and the
 * departure as it is otherwise. The team is told, as for a decision.
 */
export async function undo(
  deps: DeparturesDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<DepartureSaved> {
  const { db, clock } = deps;
  return inTransaction(db, async (trx) => {
    const row = await writable(trx, user, id);
    const status = row.status as DepartureStatus;
    const back = UNDO_TO[status];
    const current = async () => card(deps, (await repository.findDeparture(trx, language, id))!, user);
    if (back === undefined) {
      throw new AppError('departure_no_decision', {
        params: { status: enumLabel('departureStatus', status, language) },
        data: { current: await current() },
      });
    }
    if (!undoOpen(deps, row.date_time as Date | string | null)) {
      const date = row.date_time ? almatyDate(new Date(row.date_time as Date | string)) : '—';
      throw new AppError('departure_undo_closed', { params: { date }, data: { current: await current() } });
    }
    const now = clock();
    // Back to pending: nobody has decided. Back to submitted (a removal undone): the undoing reviewer agreed.
    await repository.setStatus(
      trx,
      id,
      back === 'pending'
        ? { status: back, reject_reason: null, reviewed_by: null, reviewed_at: null }
        : { status: back, reject_reason: null, reviewed_by: user.id, reviewed_at: now },
      now,
    );
    await notifyClub(trx, id, row, back, null);
    return saved(id, back, row.people_count);
  });
}
