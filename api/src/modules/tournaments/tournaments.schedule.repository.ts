// SQL of the calendar's writes: a tournament's matches as the cabinet lists them, new matches
// with their referee crews, deleting unplayed matches, and the clash checks (a team, a referee
// or a stadium already busy in a time window). Every function takes `db` or a `trx` first.
import type { Language, MatchStatus, RefereeRole } from '@league/shared/contracts';
import { sql } from 'kysely';
import { countRows } from '../../db/count-rows';
import type { Executor } from '../../db/database';
import { localized, localizedOrNull, surnameFirst } from '../../db/localized';
import { matchesWithTeams } from '../../db/match-teams';
import { rowExists } from '../../db/row-exists';

export interface ScheduleMatchRow {
  id: number;
  tour_id: number | null;
  tour_number: number | null;
  tour_title: string | null;
  date_time: Date | null;
  status: MatchStatus;
  cancellation_reason: string | null;
  technical_result: string | null;
  host_id: number;
  host_title: string;
  guest_id: number;
  guest_title: string;
  stadium_id: number | null;
  stadium_title: string | null;
  /** Events recorded (goals, cards, replacements, missed penalties). */
  events: number;
}

/** Matches that have anything recorded: a result, a status beyond scheduled, or events. */
const eventsCount = sql<number>`(
  (select count(*) from goals g where g.match_id = m.id)
  + (select count(*) from punishments p where p.match_id = m.id)
  + (select count(*) from replacements r where r.match_id = m.id)
  + (select count(*) from missed_penalties x where x.match_id = m.id)
)::int`;

export async function tournamentMatches(
  db: Executor,
  language: Language,
  tournamentId: number,
): Promise<ScheduleMatchRow[]> {
  return matchesWithTeams(db)
    .leftJoin('tours as r', 'r.id', 'm.tour_id')
    .leftJoin('stadiums as s', 's.id', 'm.stadium_id')
    .select([
      'm.id',
      'm.tour_id',
      'r.number as tour_number',
      localizedOrNull('r', 'title', language).as('tour_title'),
      'm.date_time',
      'm.status',
      'm.technical_result',
      'h.id as host_id',
      localized('h.title', language).as('host_title'),
      'g.id as guest_id',
      localized('g.title', language).as('guest_title'),
      's.id as stadium_id',
      localizedOrNull('s', 'title', language).as('stadium_title'),
      eventsCount.as('events'),
      // A cancelled match's reason: the request's language, else any (ADR 0177).
      sql<
        string | null
      >`case when m.status = 'cancelled' then coalesce(nullif(${sql.ref(`m.cancellation_reason_${language}`)}, ''), nullif(m.cancellation_reason_kk, ''), nullif(m.cancellation_reason_ru, ''), nullif(m.cancellation_reason_en, '')) end`.as(
        'cancellation_reason',
      ),
    ])
    .where('m.tournament_id', '=', tournamentId)
    .orderBy(sql`r.number nulls last`)
    .orderBy(sql`m.date_time nulls last`)
    .orderBy('m.id')
    .execute() as Promise<ScheduleMatchRow[]>;
}

export interface CrewRow {
  match_id: number;
  role: RefereeRole;
  referee_id: number;
  name: string;
}

export async function crews(db: Executor, language: Language, matchIds: number[]): Promise<CrewRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .selectFrom('match_referees as mr')
    .innerJoin('referees as rf', 'rf.id', 'mr.referee_id')
    .select(['mr.match_id', 'mr.role', 'mr.referee_id', surnameFirst('rf', language).as('name')])
    .where('mr.match_id', 'in', matchIds)
    .execute();
}

export function countMatches(db: Executor, tournamentId: number): Promise<number> {
  return countRows(db.selectFrom('matches').where('tournament_id', '=', tournamentId));
}

/** Matches of a tournament per team (host or guest). */
export async function matchCountsByTeam(db: Executor, tournamentId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom(
      db
        .selectFrom('matches')
        .select('host_team_id as team_id')
        .where('tournament_id', '=', tournamentId)
        .unionAll(db.selectFrom('matches').select('guest_team_id as team_id').where('tournament_id', '=', tournamentId))
        .as('x'),
    )
    .select(['x.team_id', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('x.team_id')
    .execute();
  return new Map(rows.map((r) => [r.team_id, Number(r.n)]));
}

/** Matches of a tournament per tour. */
export async function matchCountsByTour(db: Executor, tournamentId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('matches')
    .select(['tour_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('tournament_id', '=', tournamentId)
    .where('tour_id', 'is not', null)
    .groupBy('tour_id')
    .execute();
  return new Map(rows.map((r) => [r.tour_id as number, Number(r.n)]));
}

export async function refereesExist(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.selectFrom('referees').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
}

export function stadiumExists(db: Executor, id: number): Promise<boolean> {
  return rowExists(db, 'stadiums', id);
}

export interface Window {
  start: Date;
  /** Minutes the new match occupies from its kick-off (match length + the changeover). */
  minutes: number;
  /** Minutes every other match occupies beyond its tournament's match length. */
  changeover: number;
  /** A match left out of the check (the one being moved). */
  exclude?: number;
}

/**
 * Matches (not cancelled or postponed) whose time window meets the given one: a match occupies
 * its kick-off until kick-off + its tournament's match length + the changeover.
 */
function overlapping(db: Executor, window: Window) {
  const end = new Date(window.start.getTime() + window.minutes * 60_000);
  return db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .where('m.id', '!=', window.exclude ?? 0)
    .where('m.status', 'not in', ['cancelled', 'postponed'])
    .where('m.date_time', 'is not', null)
    .where('m.date_time', '<', end)
    .where(
      sql<boolean>`m.date_time + (t.match_length_minutes + ${window.changeover}) * interval '1 minute' > ${window.start}`,
    );
}

export async function busyTeams(
  db: Executor,
  teamIds: number[],
  window: Window,
): Promise<Array<{ match_id: number; team_id: number }>> {
  const rows = await overlapping(db, window)
    .select(['m.id as match_id', 'm.host_team_id', 'm.guest_team_id'])
    .where((eb) => eb.or([eb('m.host_team_id', 'in', teamIds), eb('m.guest_team_id', 'in', teamIds)]))
    .execute();
  return rows.flatMap((r) =>
    [r.host_team_id, r.guest_team_id]
      .filter((id) => teamIds.includes(id))
      .map((team_id) => ({ match_id: r.match_id, team_id })),
  );
}

export async function busyReferees(
  db: Executor,
  refereeIds: number[],
  window: Window,
): Promise<Array<{ match_id: number; referee_id: number }>> {
  if (refereeIds.length === 0) return [];
  return (
    overlapping(db, window)
      .innerJoin('match_referees as mr', 'mr.match_id', 'm.id')
      .select(['m.id as match_id', 'mr.referee_id'])
      .where('mr.referee_id', 'in', refereeIds)
      // A declined appointment does not hold the official (ADR 0213).
      .where('mr.status', '!=', 'declined')
      .execute()
  );
}

export async function busyStadium(db: Executor, stadiumId: number, window: Window): Promise<number[]> {
  const rows = await overlapping(db, window)
    .select('m.id')
    .where('m.stadium_id', '=', stadiumId)
    .orderBy('m.id')
    .execute();
  return rows.map((r) => r.id);
}

export interface NewMatch {
  tournament_id: number;
  tour_id: number | null;
  host_team_id: number;
  guest_team_id: number;
  stadium_id: number | null;
  date_time: Date;
}

export async function insertMatch(db: Executor, match: NewMatch): Promise<number> {
  const row = await db
    .insertInto('matches')
    .values({ ...match, status: 'scheduled' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCrew(
  db: Executor,
  matchId: number,
  crew: Array<{ role: RefereeRole; referee_id: number }>,
) {
  if (crew.length === 0) return;
  await db
    .insertInto('match_referees')
    .values(crew.map((c) => ({ match_id: matchId, role: c.role, referee_id: c.referee_id })))
    .execute();
}

/** The given matches of a tournament with what makes them "played" (locked for the delete). */
export async function matchesForDelete(db: Executor, tournamentId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('matches as m')
    .select(['m.id', 'm.status', 'm.technical_result', eventsCount.as('events')])
    .where('m.tournament_id', '=', tournamentId)
    .where('m.id', 'in', ids)
    .orderBy('m.id')
    .forUpdate()
    .execute();
}

export async function deleteMatches(db: Executor, ids: number[]) {
  if (ids.length === 0) return;
  await db.deleteFrom('matches').where('id', 'in', ids).execute();
}

/** One match of a tournament with what makes it "played", locked for a change. */
export async function matchForEdit(db: Executor, tournamentId: number, id: number) {
  return db
    .selectFrom('matches as m')
    .select([
      'm.id',
      'm.host_team_id',
      'm.guest_team_id',
      'm.tour_id',
      'm.status',
      'm.technical_result',
      eventsCount.as('events'),
    ])
    .where('m.tournament_id', '=', tournamentId)
    .where('m.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Moves a match (teams, stadium, kick-off, tour) and replaces its crew. The protocol's version
 * moves on, so a protocol page opened before the change refuses to save over it; updated_at
 * moves the iCal SEQUENCE.
 */
export async function updateMatch(
  db: Executor,
  id: number,
  match: Omit<NewMatch, 'tournament_id'>,
  crew: Array<{ role: RefereeRole; referee_id: number }>,
) {
  await db
    .updateTable('matches')
    .set((eb) => ({ ...match, protocol_version: eb('protocol_version', '+', 1), updated_at: sql<Date>`now()` }))
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('match_referees').where('match_id', '=', id).execute();
  await insertCrew(db, id, crew);
}

/** How many matches of a tournament are not played: not finished, not cancelled, no technical result. */
export function unplayedCount(db: Executor, tournamentId: number): Promise<number> {
  return countRows(
    db
      .selectFrom('matches')
      .where('tournament_id', '=', tournamentId)
      .where('status', 'in', ['scheduled', 'live', 'postponed'])
      .where('technical_result', 'is', null),
  );
}
