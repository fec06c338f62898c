// SQL of the referee's match protocol: the match with its part versions, the crew, squads,
// events and their idempotency keys, statistics, additions, the squad candidates (a team's
// submitted application) and the cabinet list. Every function takes `db` or a `trx` first.
import type {
  CardType,
  GoalMethod,
  Language,
  MatchScope,
  PenaltyFailure,
  PlayerPosition,
  RefereeRole,
  RemovalCause,
  SquadKind,
  TeamType,
} from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localized } from '../../db/localized';
import { TALLY_COLUMNS, type MatchTallyRow } from './matches.repository';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export type VersionColumn =
  | 'protocol_version'
  | 'events_version'
  | 'additions_version'
  | 'host_squad_version'
  | 'guest_squad_version'
  | 'clock_version';

export interface ProtocolMatchRow {
  id: number;
  tournament_id: number;
  tournament_title: string;
  tour_title: string | null;
  host_team_id: number;
  guest_team_id: number;
  host_title: string;
  guest_title: string;
  host_club_id: number;
  guest_club_id: number;
  stadium_title: string | null;
  date_time: string | null;
  status: 'scheduled' | 'live' | 'finished' | 'postponed' | 'cancelled';
  technical_result: 'host_win' | 'guest_win' | null;
  broadcast_url: string | null;
  host_color: string | null;
  guest_color: string | null;
  spectators: number | null;
  additions: Record<string, unknown>;
  protocol_confirmed_at: string | null;
  protocol_version: number;
  events_version: number;
  additions_version: number;
  host_squad_version: number;
  guest_squad_version: number;
  /** The tournament's match length (minutes): the clock's periods. */
  match_length_minutes: number;
  clock_period: number | null;
  clock_started_at: string | null;
  clock_elapsed_seconds: number;
  clock_version: number;
  /** When the referee closed the sheet for the teams' sign-off (ADR 0212). */
  sheet_closed_at: string | null;
}

export async function findProtocolMatch(
  db: Executor,
  language: Language,
  id: number,
): Promise<ProtocolMatchRow | undefined> {
  const row = await db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .innerJoin('teams as h', 'h.id', 'm.host_team_id')
    .innerJoin('teams as g', 'g.id', 'm.guest_team_id')
    .leftJoin('tours as r', 'r.id', 'm.tour_id')
    .leftJoin('stadiums as st', 'st.id', 'm.stadium_id')
    .select([
      'm.id',
      'm.tournament_id',
      localized('t.title', language).as('tournament_title'),
      sql<string | null>`case when r.id is null then null else ${localized('r.title', language)} end`.as('tour_title'),
      'm.host_team_id',
      'm.guest_team_id',
      localized('h.title', language).as('host_title'),
      localized('g.title', language).as('guest_title'),
      'h.club_id as host_club_id',
      'g.club_id as guest_club_id',
      sql<string | null>`case when st.id is null then null else ${localized('st.title', language)} end`.as(
        'stadium_title',
      ),
      'm.date_time',
      'm.status',
      'm.technical_result',
      'm.broadcast_url',
      'm.host_color',
      'm.guest_color',
      'm.spectators',
      'm.additions',
      'm.protocol_confirmed_at',
      'm.protocol_version',
      'm.events_version',
      'm.additions_version',
      'm.host_squad_version',
      'm.guest_squad_version',
      't.match_length_minutes',
      'm.clock_period',
      'm.clock_started_at',
      'm.clock_elapsed_seconds',
      'm.clock_version',
      'm.sheet_closed_at',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    date_time: iso(row.date_time as Date | string | null),
    protocol_confirmed_at: iso(row.protocol_confirmed_at as Date | string | null),
    clock_started_at: iso(row.clock_started_at as Date | string | null),
    sheet_closed_at: iso(row.sheet_closed_at as Date | string | null),
    additions: (typeof row.additions === 'string' ? JSON.parse(row.additions) : row.additions) as Record<
      string,
      unknown
    >,
  } as ProtocolMatchRow;
}

/**
 * Locks the match row for a protocol write, as its first statement (see `write` in
 * protocol/deps.ts). `for no key update`: the strength the write's own UPDATE and the
 * tally trigger's recount take, so it is not strengthened later in the transaction (only
 * deleting the match goes further); it does not wait for the foreign keys of rows that name the
 * match (an album, a departure).
 */
export async function lockMatch(db: Executor, matchId: number): Promise<void> {
  await db.selectFrom('matches').select('id').where('id', '=', matchId).forNoKeyUpdate().execute();
}

/** Whether the referee is on the match's crew (any role; an offer counts once accepted, ADR 0213). */
export async function isOnCrew(db: Executor, matchId: number, refereeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('match_referees')
    .select('id')
    .where('match_id', '=', matchId)
    .where('referee_id', '=', refereeId)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Compare-and-set of a part's version: the new version when `expected` was current, null when
 * someone saved in between (the caller answers 409). Also serialises writes of one part.
 */
export async function bumpVersion(
  db: Executor,
  matchId: number,
  column: VersionColumn,
  expected: number | null,
): Promise<number | null> {
  let query = db
    .updateTable('matches')
    .set((eb) => ({ [column]: eb(eb.ref(column), '+', 1), updated_at: sql`now()` }) as never)
    .where('id', '=', matchId);
  if (expected !== null) query = query.where(column, '=', expected);
  const row = await query.returning(column).executeTakeFirst();
  return row ? Number((row as Record<string, unknown>)[column]) : null;
}

export async function updateMatch(
  db: Executor,
  matchId: number,
  values: Partial<{
    status: ProtocolMatchRow['status'];
    protocol_confirmed_at: string | null;
    host_color: string | null;
    guest_color: string | null;
    spectators: number | null;
    broadcast_url: string | null;
    additions: string;
    clock_period: number | null;
    clock_started_at: string | null;
    clock_elapsed_seconds: number;
  }>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .updateTable('matches')
    .set({ ...(values as Record<string, unknown>), updated_at: sql`now()` } as never)
    .where('id', '=', matchId)
    .execute();
}

/**
 * Locks the tournament of a match `for share`, before the match (the lock order of
 * docs/architecture.md: a tournament before its matches): finishing the tournament (`for update`)
 * and moving one of its fixtures then run one after the other.
 */
export async function shareTournamentOfMatch(db: Executor, matchId: number): Promise<void> {
  await db
    .selectFrom('tournaments')
    .select('id')
    .where('id', '=', db.selectFrom('matches').select('tournament_id').where('id', '=', matchId))
    .forShare()
    .execute();
}

/** A match's fixture: its status, kick-off, postponement, technical result and cancellation reasons. */
export interface FixtureRow {
  id: number;
  status: ProtocolMatchRow['status'];
  date_time: string | null;
  postponed_from: string | null;
  technical_result: 'host_win' | 'guest_win' | null;
  cancellation_reason_kk: string | null;
  cancellation_reason_ru: string | null;
  cancellation_reason_en: string | null;
  fixture_revision: number;
  tournament_finished: boolean;
}

export async function fixtureOf(db: Executor, matchId: number): Promise<FixtureRow | undefined> {
  const row = await db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .select([
      'm.id',
      'm.status',
      'm.date_time',
      'm.postponed_from',
      'm.technical_result',
      'm.cancellation_reason_kk',
      'm.cancellation_reason_ru',
      'm.cancellation_reason_en',
      'm.fixture_revision',
      sql<boolean>`t.end_date is not null`.as('tournament_finished'),
    ])
    .where('m.id', '=', matchId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    date_time: iso(row.date_time as Date | string | null),
    postponed_from: iso(row.postponed_from as Date | string | null),
    fixture_revision: Number(row.fixture_revision),
    tournament_finished: Boolean(row.tournament_finished),
  } as FixtureRow;
}

/**
 * Moves a fixture: the new status, kick-off, postponement, technical result and reasons; the
 * fixture revision and the protocol version grow (an open protocol page refuses to save over it).
 */
export async function moveFixture(
  db: Executor,
  matchId: number,
  values: Pick<
    FixtureRow,
    | 'status'
    | 'date_time'
    | 'postponed_from'
    | 'technical_result'
    | 'cancellation_reason_kk'
    | 'cancellation_reason_ru'
    | 'cancellation_reason_en'
  >,
): Promise<void> {
  await db
    .updateTable('matches')
    .set((eb) => ({
      ...values,
      fixture_revision: eb('fixture_revision', '+', 1),
      protocol_version: eb('protocol_version', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', matchId)
    .execute();
}

export async function deleteMatch(db: Executor, matchId: number): Promise<void> {
  await db.deleteFrom('matches').where('id', '=', matchId).execute();
}

// ---------------------------------------------------------------------------------------------
// Crew, statistics

export async function replaceCrewRole(
  db: Executor,
  matchId: number,
  role: RefereeRole,
  refereeId: number | null,
): Promise<void> {
  await db.deleteFrom('match_referees').where('match_id', '=', matchId).where('role', '=', role).execute();
  if (refereeId !== null)
    await db.insertInto('match_referees').values({ match_id: matchId, role, referee_id: refereeId }).execute();
}

export async function crewOf(db: Executor, matchId: number): Promise<{ role: RefereeRole; referee_id: number }[]> {
  return db.selectFrom('match_referees').select(['role', 'referee_id']).where('match_id', '=', matchId).execute();
}

export async function referees(
  db: Executor,
  language: Language,
  ids?: number[],
): Promise<{ id: number; name: string }[]> {
  let query = db
    .selectFrom('referees as rf')
    .select([
      'rf.id',
      sql<string>`${localized('rf.last_name', language)} || ' ' || ${localized('rf.first_name', language)}`.as('name'),
    ]);
  query = ids ? query.where('rf.id', 'in', ids.length ? ids : [0]) : query.where('rf.is_active', '=', true);
  return query.orderBy('name').orderBy('rf.id').execute();
}

export async function saveStatistic(
  db: Executor,
  matchId: number,
  metric: string,
  sort: number,
  host: string | null,
  guest: string | null,
): Promise<void> {
  await db
    .insertInto('match_statistics')
    .values({ match_id: matchId, metric, host_value: host, guest_value: guest, sort })
    .onConflict((oc) => oc.columns(['match_id', 'metric']).doUpdateSet({ host_value: host, guest_value: guest }))
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Squads

export interface SquadPlayerRow {
  player_id: number;
  team_id: number;
  kind: SquadKind;
  number: number | null;
  is_captain: boolean;
  position: PlayerPosition | null;
  name: string;
}

export async function squadOf(db: Executor, language: Language, matchId: number): Promise<SquadPlayerRow[]> {
  return db
    .selectFrom('match_squads as q')
    .innerJoin('players as p', 'p.id', 'q.player_id')
    .select([
      'q.player_id',
      'q.team_id',
      'q.kind',
      'q.number',
      'q.is_captain',
      sql<PlayerPosition | null>`coalesce(q.position, p.position)`.as('position'),
      sql<string>`${localized('p.last_name', language)} || ' ' || ${localized('p.first_name', language)}`.as('name'),
    ])
    .where('q.match_id', '=', matchId)
    .orderBy('q.kind')
    .orderBy('q.number')
    .orderBy('q.id')
    .execute();
}

export async function replaceSquad(
  db: Executor,
  matchId: number,
  teamId: number,
  players: {
    player_id: number;
    kind: SquadKind;
    number: number;
    is_captain: boolean;
    position: PlayerPosition | null;
  }[],
): Promise<void> {
  await db.deleteFrom('match_squads').where('match_id', '=', matchId).where('team_id', '=', teamId).execute();
  if (players.length === 0) return;
  await db
    .insertInto('match_squads')
    .values(players.map((p) => ({ match_id: matchId, team_id: teamId, ...p })))
    .execute();
}

export interface LastLineup {
  match_id: number;
  date_time: string | null;
  opponent: string;
  players: {
    player_id: number;
    kind: SquadKind;
    number: number | null;
    is_captain: boolean;
    position: PlayerPosition | null;
  }[];
}

/**
 * The team's last saved lineup in a tournament, in another match than `matchId`: the latest by
 * kick-off not after `before` (when given), then by id; null when it has none.
 */
export async function lastLineup(
  db: Executor,
  language: Language,
  tournamentId: number,
  teamId: number,
  matchId: number,
  before: string | null,
): Promise<LastLineup | null> {
  let query = db
    .selectFrom('matches as m')
    .innerJoin('teams as h', 'h.id', 'm.host_team_id')
    .innerJoin('teams as g', 'g.id', 'm.guest_team_id')
    .select([
      'm.id',
      'm.date_time',
      sql<string>`case when m.host_team_id = ${teamId} then ${localized('g.title', language)} else ${localized('h.title', language)} end`.as(
        'opponent',
      ),
    ])
    .where('m.tournament_id', '=', tournamentId)
    .where('m.id', '!=', matchId)
    .where((eb) => eb.or([eb('m.host_team_id', '=', teamId), eb('m.guest_team_id', '=', teamId)]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('match_squads as q')
          .select('q.id')
          .whereRef('q.match_id', '=', 'm.id')
          .where('q.team_id', '=', teamId),
      ),
    );
  if (before !== null)
    query = query.where((eb) => eb.or([eb('m.date_time', 'is', null), eb('m.date_time', '<=', new Date(before))]));
  const match = await query
    .orderBy(sql`m.date_time desc nulls last`)
    .orderBy('m.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!match) return null;
  const players = await db
    .selectFrom('match_squads')
    .select(['player_id', 'kind', 'number', 'is_captain', 'position'])
    .where('match_id', '=', match.id)
    .where('team_id', '=', teamId)
    .orderBy('kind')
    .orderBy('number')
    .orderBy('id')
    .execute();
  return {
    match_id: match.id,
    date_time: iso(match.date_time as Date | string | null),
    opponent: match.opponent,
    players,
  };
}

export interface CandidateRow {
  player_id: number;
  name: string;
  number: number | null;
  position: PlayerPosition;
}

/** The players of a team's submitted (accepted) application in a tournament. */
/** The team's players accepted in the tournament (`statuses`: also the disqualified, for the pre-match list). */
export async function candidates(
  db: Executor,
  language: Language,
  tournamentId: number,
  teamId: number,
  statuses: ('submitted' | 'disqualified')[] = ['submitted'],
): Promise<CandidateRow[]> {
  return db
    .selectFrom('player_applications as a')
    .innerJoin('players as p', 'p.id', 'a.player_id')
    .select([
      'a.player_id',
      sql<string>`${localized('p.last_name', language)} || ' ' || ${localized('p.first_name', language)}`.as('name'),
      sql<number | null>`coalesce(a.number, p.number)`.as('number'),
      'p.position',
    ])
    .where('a.tournament_id', '=', tournamentId)
    .where('a.team_id', '=', teamId)
    .where('a.status', 'in', statuses)
    .orderBy(sql`coalesce(a.number, p.number)`)
    .orderBy('a.player_id')
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Events

export interface EventValues {
  team_type: TeamType;
  match_scope: MatchScope;
  minute: number | null;
  additional_minute: number | null;
}
export interface GoalValues extends EventValues {
  player_id: number | null;
  method: GoalMethod;
  assistant_player_id: number | null;
}
export interface PunishmentValues extends EventValues {
  player_id: number | null;
  card: CardType;
  removal_cause: RemovalCause | null;
}
export interface ReplacementValues extends EventValues {
  player_in_id: number | null;
  player_out_id: number | null;
}
export interface MissedPenaltyValues extends EventValues {
  player_id: number | null;
  failure: PenaltyFailure;
}

export type EventTable = 'goals' | 'punishments' | 'replacements' | 'missed_penalties';

export async function insertEvent(
  db: Executor,
  table: EventTable,
  matchId: number,
  values: EventValues,
): Promise<number> {
  const row = await db
    .insertInto(table)
    .values({ match_id: matchId, ...values } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEvent(
  db: Executor,
  table: EventTable,
  matchId: number,
  eventId: number,
  values: EventValues,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set(values as never)
    .where('id', '=', eventId)
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteEvent(db: Executor, table: EventTable, matchId: number, eventId: number): Promise<boolean> {
  const result = await db
    .deleteFrom(table)
    .where('id', '=', eventId)
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countEvents(db: Executor, matchId: number): Promise<number> {
  const row = await sql<{ n: string }>`select (
      (select count(*) from goals where match_id = ${matchId}) + (select count(*) from punishments where match_id = ${matchId})
      + (select count(*) from replacements where match_id = ${matchId}) + (select count(*) from missed_penalties where match_id = ${matchId})
    ) as n`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/**
 * Stores the key with the hash of the event it records: 'new' when the key is new, 'retry' when
 * the key was already used for this match with the same event (or before hashes were kept),
 * 'reused' when it was used for another event.
 */
export async function claimEventKey(
  db: Executor,
  matchId: number,
  key: string,
  kind: string,
  bodyHash: string,
  userId: number,
): Promise<'new' | 'retry' | 'reused'> {
  const row = await db
    .insertInto('match_event_keys')
    .values({ match_id: matchId, idempotency_key: key, kind, event_id: 0, user_id: userId, body_hash: bodyHash })
    .onConflict((oc) => oc.columns(['match_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) return 'new';
  const earlier = await db
    .selectFrom('match_event_keys')
    .select('body_hash')
    .where('match_id', '=', matchId)
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  return earlier.body_hash === null || earlier.body_hash === bodyHash ? 'retry' : 'reused';
}

export async function setEventKeyTarget(db: Executor, matchId: number, key: string, eventId: number): Promise<void> {
  await db
    .updateTable('match_event_keys')
    .set({ event_id: eventId })
    .where('match_id', '=', matchId)
    .where('idempotency_key', '=', key)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// The cabinet list

export interface CabinetListRow extends MatchTallyRow {
  id: number;
  date_time: string | null;
  status: ProtocolMatchRow['status'];
  locked: boolean;
  technical_result: 'host_win' | 'guest_win' | null;
  referee_role: RefereeRole | null;
  tournament_id: number;
  tournament_title: string;
  host_team_id: number;
  host_title: string;
  guest_team_id: number;
  guest_title: string;
  /** The tournament's technical score [winner, loser]; null: 3:0. */
  technical_score: [number, number] | null;
}

/** Every match (super_admin) or the referee's crew matches, with the filters that SQL can apply. */
export async function cabinetList(
  db: Executor,
  language: Language,
  filter: { refereeId?: number; tournamentId?: number; teamId?: number },
): Promise<CabinetListRow[]> {
  let query = db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .innerJoin('teams as h', 'h.id', 'm.host_team_id')
    .innerJoin('teams as g', 'g.id', 'm.guest_team_id');
  if (filter.refereeId !== undefined) {
    query = query.innerJoin('match_referees as mr', (join) =>
      join
        .onRef('mr.match_id', '=', 'm.id')
        .on('mr.referee_id', '=', filter.refereeId!)
        .on('mr.status', '=', 'accepted'),
    );
  }
  if (filter.tournamentId !== undefined) query = query.where('m.tournament_id', '=', filter.tournamentId);
  if (filter.teamId !== undefined) {
    const teamId = filter.teamId;
    query = query.where((eb) => eb.or([eb('m.host_team_id', '=', teamId), eb('m.guest_team_id', '=', teamId)]));
  }
  const rows = await query
    .select([
      'm.id',
      'm.date_time',
      'm.status',
      sql<boolean>`m.protocol_confirmed_at is not null`.as('locked'),
      'm.technical_result',
      filter.refereeId !== undefined
        ? sql<RefereeRole | null>`mr.role`.as('referee_role')
        : sql<RefereeRole | null>`null`.as('referee_role'),
      't.id as tournament_id',
      localized('t.title', language).as('tournament_title'),
      'h.id as host_team_id',
      localized('h.title', language).as('host_title'),
      'g.id as guest_team_id',
      localized('g.title', language).as('guest_title'),
      sql<[number, number] | null>`t.table_rules -> 'technical_score'`.as('technical_score'),
      ...TALLY_COLUMNS.map((column) => `m.${column}` as const),
    ])
    .orderBy('m.date_time')
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({ ...r, date_time: iso(r.date_time as Date | string | null) })) as CabinetListRow[];
}

/** Names and usual positions of players, by id. */
export async function playerNames(
  db: Executor,
  language: Language,
  ids: number[],
): Promise<{ id: number; name: string; position: PlayerPosition }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('players as p')
    .select([
      'p.id',
      sql<string>`${localized('p.last_name', language)} || ' ' || ${localized('p.first_name', language)}`.as('name'),
      'p.position',
    ])
    .where('p.id', 'in', [...new Set(ids)])
    .execute();
}
