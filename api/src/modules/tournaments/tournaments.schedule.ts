// The calendar's side of the matches aggregate, for the tournaments cabinet: a tournament's
// matches as the cabinet lists them, creating matches (one, or a generated calendar) and moving
// one with the clash rules of docs/domain.md, and deleting unplayed matches. Functions that write take the
// caller's transaction, so a tournament write and its matches commit together.
//
// Clash rule: a match occupies its kick-off until kick-off + its tournament's match length +
// CHANGEOVER_MINUTES. A team or a referee in two overlapping matches is refused (field error);
// a stadium in two is a warning.
import type { CabinetMatch, Language, RefereeRole } from '@league/shared/contracts';
import { REFEREE_ROLES } from '@league/shared/contracts';
import type { DB, Executor } from '../../db/database';
import { AppError, type FieldErrors } from '../../lib/errors';
import * as repository from './tournaments.schedule.repository';

export const CHANGEOVER_MINUTES = 30;
/** Asia/Almaty is UTC+5 all year. */
const ALMATY_OFFSET_MS = 5 * 3_600_000;

/** An Asia/Almaty wall time ('YYYY-MM-DD', 'HH:mm') as an instant. */
export function almatyInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+05:00`);
}

/** The Asia/Almaty day and time of an instant. */
export function almatyParts(instant: Date): { date: string; time: string } {
  const iso = new Date(instant.getTime() + ALMATY_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export interface MatchPlan {
  host_team_id: number;
  guest_team_id: number;
  stadium_id: number | null;
  date_time: Date;
  tour_id: number | null;
  referees: Partial<Record<RefereeRole, number | null>>;
}

export interface StadiumClash {
  match_ids: number[];
}

/** A match counts as played once it has a result, a status beyond scheduled, or events. */
const isPlayed = (row: { status: string; technical_result: string | null; events: number }) =>
  (row.status !== 'scheduled' && row.status !== 'postponed' && row.status !== 'cancelled') ||
  row.technical_result !== null ||
  Number(row.events) > 0;

/** Every match of the tournament, in tour and kick-off order, with its crew. */
async function listMatches(db: DB, language: Language, tournamentId: number): Promise<CabinetMatch[]> {
  const rows = await repository.tournamentMatches(db, language, tournamentId);
  const crew = await repository.crews(
    db,
    language,
    rows.map((r) => r.id),
  );
  const order = (role: RefereeRole) => REFEREE_ROLES.indexOf(role);
  return rows.map((r) => {
    const when = r.date_time ? almatyParts(new Date(r.date_time)) : null;
    return {
      id: r.id,
      tour:
        r.tour_id !== null && r.tour_number !== null
          ? { id: r.tour_id, number: r.tour_number, title: r.tour_title ?? '' }
          : null,
      date_time: r.date_time ? new Date(r.date_time).toISOString() : null,
      date: when?.date ?? null,
      time: when?.time ?? null,
      status: r.status,
      host: { id: r.host_id, title: r.host_title },
      guest: { id: r.guest_id, title: r.guest_title },
      stadium: r.stadium_id !== null ? { id: r.stadium_id, title: r.stadium_title ?? '' } : null,
      crew: crew
        .filter((c) => c.match_id === r.id)
        .sort((a, b) => order(a.role) - order(b.role))
        .map((c) => ({ role: c.role, referee: { id: c.referee_id, name: c.name } })),
      played: isPlayed(r),
      cancellation_reason: r.cancellation_reason,
      openable: true,
    };
  });
}

/**
 * Checks a planned match against the clash rules inside the caller's transaction: a team or
 * referee busy in the window is a field error; a busy stadium is returned as a warning.
 * `matchLength` is the tournament's match length in minutes; `exclude` leaves out the match
 * being moved.
 */
async function checkPlan(
  trx: Executor,
  plan: MatchPlan,
  matchLength: number,
  exclude?: number,
): Promise<StadiumClash | null> {
  const window: repository.Window = {
    start: plan.date_time,
    minutes: matchLength + CHANGEOVER_MINUTES,
    changeover: CHANGEOVER_MINUTES,
    exclude,
  };
  const fields: FieldErrors = {};
  const busy = await repository.busyTeams(trx, [plan.host_team_id, plan.guest_team_id], window);
  if (busy.some((b) => b.team_id === plan.host_team_id)) fields.host_team_id = [{ rule: 'team_busy' }];
  if (busy.some((b) => b.team_id === plan.guest_team_id)) fields.guest_team_id = [{ rule: 'team_busy' }];
  const crew = Object.entries(plan.referees).filter(
    (entry): entry is [RefereeRole, number] => typeof entry[1] === 'number',
  );
  const known = await repository.refereesExist(
    trx,
    crew.map(([, id]) => id),
  );
  const seen = new Map<number, RefereeRole>();
  for (const [role, id] of crew) {
    if (!known.has(id)) fields[`referees.${role}`] = [{ rule: 'one_of' }];
    else if (seen.has(id)) fields[`referees.${role}`] = [{ rule: 'referee_twice' }];
    seen.set(id, role);
  }
  const busyRefs = new Set((await repository.busyReferees(trx, [...known], window)).map((b) => b.referee_id));
  for (const [role, id] of crew)
    if (busyRefs.has(id) && !fields[`referees.${role}`]) fields[`referees.${role}`] = [{ rule: 'referee_busy' }];
  if (plan.stadium_id !== null && !(await repository.stadiumExists(trx, plan.stadium_id)))
    fields.stadium_id = [{ rule: 'one_of' }];
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  if (plan.stadium_id === null) return null;
  const ids = await repository.busyStadium(trx, plan.stadium_id, window);
  return ids.length > 0 ? { match_ids: ids } : null;
}

/** Writes a match and its crew (after `check`). */
async function insertPlanned(trx: Executor, tournamentId: number, plan: MatchPlan): Promise<number> {
  const id = await repository.insertMatch(trx, {
    tournament_id: tournamentId,
    tour_id: plan.tour_id,
    host_team_id: plan.host_team_id,
    guest_team_id: plan.guest_team_id,
    stadium_id: plan.stadium_id,
    date_time: plan.date_time,
  });
  const crew = Object.entries(plan.referees)
    .filter((entry): entry is [RefereeRole, number] => typeof entry[1] === 'number')
    .map(([role, referee_id]) => ({ role, referee_id }));
  await repository.insertCrew(trx, id, crew);
  return id;
}

/** A match of the tournament, locked for a change, with whether it was played; null when it is not one. */
async function matchForEdit(trx: Executor, tournamentId: number, matchId: number) {
  const row = await repository.matchForEdit(trx, tournamentId, matchId);
  return row
    ? {
        id: row.id,
        host_team_id: row.host_team_id,
        guest_team_id: row.guest_team_id,
        tour_id: row.tour_id,
        played: isPlayed(row),
      }
    : null;
}

/** Rewrites a match and its crew (after `check` with the match excluded). */
async function updatePlanned(trx: Executor, matchId: number, plan: MatchPlan): Promise<void> {
  const crew = Object.entries(plan.referees)
    .filter((entry): entry is [RefereeRole, number] => typeof entry[1] === 'number')
    .map(([role, referee_id]) => ({ role, referee_id }));
  await repository.updateMatch(
    trx,
    matchId,
    {
      tour_id: plan.tour_id,
      host_team_id: plan.host_team_id,
      guest_team_id: plan.guest_team_id,
      stadium_id: plan.stadium_id,
      date_time: plan.date_time,
    },
    crew,
  );
}

/** Deletes the given matches of a tournament; any played one refuses the whole delete. */
async function removeMatches(trx: Executor, tournamentId: number, ids: number[]): Promise<number[]> {
  const rows = await repository.matchesForDelete(trx, tournamentId, [...new Set(ids)]);
  if (rows.length !== new Set(ids).size) throw new AppError('not_found');
  // The matches asked about as they are now: which of them were played meanwhile.
  if (rows.some(isPlayed))
    throw new AppError('match_played', {
      data: { current: rows.map((r) => ({ id: r.id, status: r.status, played: isPlayed(r) })) },
    });
  await repository.deleteMatches(
    trx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The tournament's matches split into played and unplayed ids (locked for a replace). */
async function playedAndUnplayed(
  trx: Executor,
  tournamentId: number,
): Promise<{ played: number[]; unplayed: number[] }> {
  const all = await repository.tournamentMatches(trx, 'kk', tournamentId);
  const rows = await repository.matchesForDelete(
    trx,
    tournamentId,
    all.map((r) => r.id),
  );
  return {
    played: rows.filter(isPlayed).map((r) => r.id),
    unplayed: rows.filter((r) => !isPlayed(r)).map((r) => r.id),
  };
}

/** The calendar over `db` for the cabinet: the functions above and the match counts. */
export function createMatchSchedule({ db }: { db: DB }) {
  return {
    /** How many matches of the tournament are not played (finishing asks first when there are some). */
    unplayed: (trx: Executor, tournamentId: number) => repository.unplayedCount(trx, tournamentId),
    list: (language: Language, tournamentId: number) => listMatches(db, language, tournamentId),
    count: (tournamentId: number) => repository.countMatches(db, tournamentId),
    /** Matches per team; pass the transaction when called inside one. */
    countsByTeam: (tournamentId: number, executor: Executor = db) =>
      repository.matchCountsByTeam(executor, tournamentId),
    countsByTour: (tournamentId: number) => repository.matchCountsByTour(db, tournamentId),
    check: (trx: Executor, plan: MatchPlan, matchLength: number, exclude?: number) =>
      checkPlan(trx, plan, matchLength, exclude),
    insert: (trx: Executor, tournamentId: number, plan: MatchPlan) => insertPlanned(trx, tournamentId, plan),
    forEdit: (trx: Executor, tournamentId: number, matchId: number) => matchForEdit(trx, tournamentId, matchId),
    update: (trx: Executor, matchId: number, plan: MatchPlan) => updatePlanned(trx, matchId, plan),
    remove: (trx: Executor, tournamentId: number, ids: number[]) => removeMatches(trx, tournamentId, ids),
    playedAndUnplayed: (trx: Executor, tournamentId: number) => playedAndUnplayed(trx, tournamentId),
    deleteUnplayed: (trx: Executor, ids: number[]) => repository.deleteMatches(trx, ids),
  };
}

export type MatchSchedule = ReturnType<typeof createMatchSchedule>;
