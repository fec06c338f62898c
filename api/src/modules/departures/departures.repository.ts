// SQL of departures (a team's trip to an away match) and their squads. Every function takes
// `db` or a `trx` first. The people a squad may list are read from the team's submitted
// application (player_applications / staff_applications) here, in SQL: no other module's code.
import type { DepartureStatus, Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localized, localizedOptional, localizedOrNull, surnameFirst } from '../../db/localized';

/** "Last First Middle", as a ticket or a hotel list writes a traveller. */
const travelName = (alias: string, language: Language) =>
  sql<string>`${surnameFirst(alias, language)} || coalesce(' ' || ${localizedOptional(`${alias}.middle_name`, language)}, '')`;

/** What a ticket or a hotel needs of a traveller of a person table aliased `alias`. */
const travelIdentity = <A extends 'p' | 'st'>(alias: A) =>
  [`${alias}.birth_date`, `${alias}.identity_kind`, `${alias}.identity_number`, `${alias}.citizenship`] as const;

/** A player's number on the team's application (`pa`), else the player's own (`p`). */
const applicationNumber = sql<number | null>`coalesce(pa.number, p.number)`;

/** Departures with their team, tournament and match (its host and guest), as the list shows them. */
function departuresWithMatch(db: Executor, language: Language) {
  return db
    .selectFrom('departures as d')
    .innerJoin('teams as tm', 'tm.id', 'd.team_id')
    .innerJoin('tournaments as t', 't.id', 'd.tournament_id')
    .innerJoin('matches as m', 'm.id', 'd.match_id')
    .innerJoin('teams as h', 'h.id', 'm.host_team_id')
    .innerJoin('teams as g', 'g.id', 'm.guest_team_id')
    .select([
      'd.id',
      'd.status',
      'd.people_count',
      'tm.id as team_id',
      localized('tm.title', language).as('team_title'),
      't.id as tournament_id',
      localized('t.title', language).as('tournament_title'),
      'm.id as match_id',
      'm.date_time',
      'h.id as host_id',
      localized('h.title', language).as('host_title'),
      'g.id as guest_id',
      localized('g.title', language).as('guest_title'),
    ]);
}

/** Departures, optionally of one club's teams only. */
export function listDepartures(db: Executor, language: Language, clubId: number | null) {
  let query = departuresWithMatch(db, language);
  if (clubId !== null) query = query.where('tm.club_id', '=', clubId);
  return query.orderBy('m.date_time').limit(500).execute();
}

/** One departure with its team, club, tournament, match and reviewer. */
export function findDeparture(db: Executor, language: Language, id: number) {
  return departuresWithMatch(db, language)
    .innerJoin('clubs as c', 'c.id', 'tm.club_id')
    .leftJoin('stadiums as s', 's.id', 'm.stadium_id')
    .leftJoin('cities as ci', 'ci.id', 's.city_id')
    .leftJoin('users as u', 'u.id', 'd.reviewed_by')
    .select([
      'd.reject_reason',
      'd.submitted_at',
      'd.reviewed_at',
      'u.name as reviewer',
      'c.id as club_id',
      localized('c.title', language).as('club_title'),
      'm.status as match_status',
      localizedOrNull('s', 'title', language).as('stadium'),
      localizedOrNull('ci', 'title', language).as('city'),
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export type DepartureRow = NonNullable<Awaited<ReturnType<typeof findDeparture>>>;

/** Locks a departure for a write (the row, with its team's club). */
export function lockDeparture(trx: Executor, id: number) {
  return trx
    .selectFrom('departures as d')
    .innerJoin('teams as tm', 'tm.id', 'd.team_id')
    .innerJoin('matches as m', 'm.id', 'd.match_id')
    .select([
      'd.id',
      'd.status',
      'd.people_count',
      'd.team_id',
      'd.tournament_id',
      'd.match_id',
      'm.date_time',
      'tm.club_id',
      localized('tm.title', 'kk').as('team_title'),
    ])
    .where('d.id', '=', id)
    .forUpdate('d')
    .executeTakeFirst();
}

/** The players listed in a departure, with their travel identity data (citizenship: an ISO code). */
export function squadPlayers(db: Executor, language: Language, departureId: number) {
  return db
    .selectFrom('departure_squad as ds')
    .innerJoin('departures as d', 'd.id', 'ds.departure_id')
    .innerJoin('players as p', 'p.id', 'ds.player_id')
    .leftJoin('player_applications as pa', (join) =>
      join
        .onRef('pa.player_id', '=', 'p.id')
        .onRef('pa.tournament_id', '=', 'd.tournament_id')
        .onRef('pa.team_id', '=', 'd.team_id'),
    )
    .select([
      'p.id',
      travelName('p', language).as('name'),
      ...travelIdentity('p'),
      applicationNumber.as('number'),
      'p.position',
    ])
    .where('ds.departure_id', '=', departureId)
    .orderBy(applicationNumber, (ob) => ob.asc().nullsLast())
    .orderBy('p.id')
    .execute();
}

/** The staff listed in a departure, with their travel identity data (citizenship: an ISO code). */
export function squadStaff(db: Executor, language: Language, departureId: number) {
  return db
    .selectFrom('departure_squad as ds')
    .innerJoin('staff as st', 'st.id', 'ds.staff_id')
    .select(['st.id', travelName('st', language).as('name'), ...travelIdentity('st'), 'st.kind'])
    .where('ds.departure_id', '=', departureId)
    .orderBy('st.id')
    .execute();
}

/** Players of the team's submitted application for the tournament. */
export function applicationPlayers(db: Executor, language: Language, tournamentId: number, teamId: number) {
  return db
    .selectFrom('player_applications as pa')
    .innerJoin('players as p', 'p.id', 'pa.player_id')
    .select([
      'p.id',
      travelName('p', language).as('name'),
      'p.birth_date',
      applicationNumber.as('number'),
      'p.position',
    ])
    .where('pa.tournament_id', '=', tournamentId)
    .where('pa.team_id', '=', teamId)
    .where('pa.status', '=', 'submitted')
    .orderBy(applicationNumber, (ob) => ob.asc().nullsLast())
    .orderBy('p.id')
    .execute();
}

/** Staff of the team's submitted application for the tournament. */
export function applicationStaff(db: Executor, language: Language, tournamentId: number, teamId: number) {
  return db
    .selectFrom('staff_applications as sa')
    .innerJoin('staff as st', 'st.id', 'sa.staff_id')
    .select(['st.id', travelName('st', language).as('name'), 'st.birth_date', 'st.kind'])
    .where('sa.tournament_id', '=', tournamentId)
    .where('sa.team_id', '=', teamId)
    .where('sa.status', '=', 'submitted')
    .orderBy('st.id')
    .execute();
}

/** Ids currently listed in a departure. */
export async function squadIds(
  db: Executor,
  departureId: number,
): Promise<{ playerIds: number[]; staffIds: number[] }> {
  const rows = await db
    .selectFrom('departure_squad')
    .select(['player_id', 'staff_id'])
    .where('departure_id', '=', departureId)
    .execute();
  return {
    playerIds: rows.flatMap((r) => (r.player_id === null ? [] : [r.player_id])),
    staffIds: rows.flatMap((r) => (r.staff_id === null ? [] : [r.staff_id])),
  };
}

export async function setCount(
  trx: Executor,
  id: number,
  peopleCount: number,
  status: DepartureStatus,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('departures')
    .set({ people_count: peopleCount, status, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Replaces the squad of a departure. */
export async function replaceSquad(
  trx: Executor,
  id: number,
  playerIds: readonly number[],
  staffIds: readonly number[],
): Promise<void> {
  await trx.deleteFrom('departure_squad').where('departure_id', '=', id).execute();
  const rows = [
    ...playerIds.map((playerId) => ({ departure_id: id, player_id: playerId, staff_id: null })),
    ...staffIds.map((staffId) => ({ departure_id: id, player_id: null, staff_id: staffId })),
  ];
  if (rows.length > 0) await trx.insertInto('departure_squad').values(rows).execute();
}

export interface StatusChange {
  status: DepartureStatus;
  reject_reason?: string | null;
  submitted_at?: Date | null;
  reviewed_by?: number | null;
  reviewed_at?: Date | null;
}

export async function setStatus(trx: Executor, id: number, change: StatusChange, now: Date): Promise<void> {
  await trx
    .updateTable('departures')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .execute();
}
