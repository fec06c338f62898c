// SQL of matches and what belongs to a match: events (goals, punishments, replacements, missed
// penalties), squads, referee crews and statistics. Every function takes `db` or a `trx` first.
import type {
  CardType,
  GoalMethod,
  Language,
  MatchScope,
  MatchStatus,
  PenaltyFailure,
  PlayerPosition,
  RefereeRole,
  RemovalCause,
  SquadKind,
  TeamType,
  TechnicalResult,
} from '@league/shared/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/database';
import { localized } from '../../db/localized';
import { QueryShapes } from '../../db/query-shapes';
import { isoInstant } from '../../lib/iso-instant';

/**
 * `= any($1)` with the ids as one array parameter: one plan for any number of ids, and
 * several times cheaper to parse and plan than `in ($1, …, $n)` for a tournament's matches.
 */
const anyOf = (ids: number[]) => sql<number>`any(${ids}::int[])`;

const iso = (value: Date | string | null): string | null => (value === null ? null : isoInstant(value));

// ---------------------------------------------------------------------------------------------
// Matches

export interface MatchFilter {
  ids?: number[];
  tournamentIds?: number[];
  teamId?: number;
  status?: MatchStatus;
  /** Only matches with a kick-off time. */
  dated?: boolean;
}

export interface MatchRow {
  id: number;
  tournament_id: number;
  tournament_slug: string;
  tournament_title: string;
  tour_id: number | null;
  tour_number: number | null;
  tour_title: string | null;
  tour_start_date: string | null;
  tour_end_date: string | null;
  host_team_id: number;
  guest_team_id: number;
  date_time: string | null;
  status: MatchStatus;
  technical_result: TechnicalResult | null;
  broadcast_url: string | null;
  host_color: string | null;
  guest_color: string | null;
  spectators: number | null;
  stadium_id: number | null;
  stadium_slug: string | null;
  stadium_title: string | null;
  stadium_city: string | null;
  /** Last change of the match row (ISO), for calendar feeds (SEQUENCE / LAST-MODIFIED). */
  updated_at: string;
  /** The tournament's technical score [winner, loser] (its table rules); null: 3:0. */
  technical_score: [number, number] | null;
  /** The tally the database keeps from the events (migration 20260308000100_match_tally). */
  host_goals: number;
  guest_goals: number;
  host_shootout: number | null;
  guest_shootout: number | null;
  host_fair_play: number;
  guest_fair_play: number;
}

/** The matches of a filter, without joins (every filter reads columns of `matches` only). */
function matchFilter(db: Executor, filter: MatchFilter) {
  let query = db.selectFrom('matches as m');
  if (filter.ids) query = query.where('m.id', '=', anyOf(filter.ids));
  if (filter.tournamentIds) query = query.where('m.tournament_id', '=', anyOf(filter.tournamentIds));
  if (filter.teamId !== undefined) {
    const teamId = filter.teamId;
    query = query.where((eb) => eb.or([eb('m.host_team_id', '=', teamId), eb('m.guest_team_id', '=', teamId)]));
  }
  if (filter.status !== undefined) query = query.where('m.status', '=', filter.status);
  if (filter.dated) query = query.where('m.date_time', 'is not', null);
  return query;
}

/** The columns of a match row, each with its SQL in a language (a row is read as named columns or as one JSON array). */
const MATCH_COLUMNS: [keyof MatchRow, (language: Language) => RawBuilder<unknown>][] = [
  ['id', () => sql`m.id`],
  ['tournament_id', () => sql`m.tournament_id`],
  ['tournament_slug', () => sql`t.slug`],
  ['tournament_title', (language) => localized('t.title', language)],
  ['tour_id', () => sql`m.tour_id`],
  ['tour_number', () => sql`r.number`],
  ['tour_title', (language) => sql`case when r.id is null then null else ${localized('r.title', language)} end`],
  ['tour_start_date', () => sql`to_char(r.start_date, 'YYYY-MM-DD')`],
  ['tour_end_date', () => sql`to_char(r.end_date, 'YYYY-MM-DD')`],
  ['host_team_id', () => sql`m.host_team_id`],
  ['guest_team_id', () => sql`m.guest_team_id`],
  ['date_time', () => sql`m.date_time`],
  ['status', () => sql`m.status`],
  ['technical_result', () => sql`m.technical_result`],
  ['broadcast_url', () => sql`m.broadcast_url`],
  ['host_color', () => sql`m.host_color`],
  ['guest_color', () => sql`m.guest_color`],
  ['spectators', () => sql`m.spectators`],
  ['updated_at', () => sql`m.updated_at`],
  ['stadium_id', () => sql`m.stadium_id`],
  ['stadium_slug', () => sql`st.slug`],
  ['stadium_title', (language) => sql`case when st.id is null then null else ${localized('st.title', language)} end`],
  ['stadium_city', (language) => sql`case when ci.id is null then null else ${localized('ci.title', language)} end`],
  ['technical_score', () => sql`t.table_rules -> 'technical_score'`],
  ['host_goals', () => sql`m.host_goals`],
  ['guest_goals', () => sql`m.guest_goals`],
  ['host_shootout', () => sql`m.host_shootout`],
  ['guest_shootout', () => sql`m.guest_shootout`],
  ['host_fair_play', () => sql`m.host_fair_play`],
  ['guest_fair_play', () => sql`m.guest_fair_play`],
];

function matchColumnList(language: Language): [keyof MatchRow, RawBuilder<unknown>][] {
  return MATCH_COLUMNS.map(([name, expr]) => [name, expr(language)]);
}

/** What the standings read of a match (`MatchCoreRow`): no joins but the tournament and the tour. */
const TALLY_COLUMNS = ['host_goals', 'guest_goals', 'host_shootout', 'guest_shootout', 'host_fair_play', 'guest_fair_play'] as const;
const CORE_COLUMNS = new Set<keyof MatchRow>([
  'id',
  'tournament_id',
  'tour_id',
  'tour_number',
  'tour_title',
  'host_team_id',
  'guest_team_id',
  'date_time',
  'status',
  'technical_result',
  'technical_score',
  ...TALLY_COLUMNS,
]);

/** A match row as the derived tables read it (`loadMatchSet` with `rows: 'core'`). */
export type MatchCoreRow = Pick<
  MatchRow,
  'id' | 'tournament_id' | 'tour_id' | 'tour_number' | 'tour_title' | 'host_team_id' | 'guest_team_id' | 'date_time' | 'status' | 'technical_result' | 'technical_score' | (typeof TALLY_COLUMNS)[number]
>;

/**
 * The matches of a filter with their tournament and tour (and stadium and city: `all`), each
 * looked up by id for each match. `offset 0` keeps each lookup a lookup: a prepared statement's
 * generic plan cannot tell how many matches a filter gives, and as a plain join the planner
 * hashes the whole looked-up table (every tour of every season) for the few rows it needs.
 */
function matchQuery(db: Executor, filter: MatchFilter, joins: 'all' | 'core' = 'all') {
  const core = matchFilter(db, filter)
    .innerJoinLateral(
      (eb) => eb.selectFrom('tournaments').selectAll().whereRef('tournaments.id', '=', 'm.tournament_id').modifyEnd(sql`offset 0`).as('t'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) => eb.selectFrom('tours').selectAll().whereRef('tours.id', '=', 'm.tour_id').modifyEnd(sql`offset 0`).as('r'),
      (join) => join.onTrue(),
    );
  if (joins === 'core') return core;
  return core
    .leftJoinLateral(
      (eb) => eb.selectFrom('stadiums').selectAll().whereRef('stadiums.id', '=', 'm.stadium_id').modifyEnd(sql`offset 0`).as('st'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) => eb.selectFrom('cities').selectAll().whereRef('cities.id', '=', 'st.city_id').modifyEnd(sql`offset 0`).as('ci'),
      (join) => join.onTrue(),
    );
}

type RawMatchRow = Omit<MatchRow, 'date_time' | 'updated_at'> & { date_time: Date | string | null; updated_at: Date | string };

const toMatchRow = (row: RawMatchRow): MatchRow => ({ ...row, date_time: iso(row.date_time), updated_at: iso(row.updated_at)! });

export async function listMatches(db: Executor, language: Language, filter: MatchFilter): Promise<MatchRow[]> {
  const rows = await matchQuery(db, filter)
    .select(matchColumnList(language).map(([name, expr]) => expr.as(name)))
    .orderBy('m.date_time')
    .orderBy('m.id')
    .execute();
  return (rows as unknown as RawMatchRow[]).map(toMatchRow);
}

/** One page of match ids with the total, for the paginated `/matches`. */
export async function pageMatchIds(
  db: Executor,
  language: Language,
  filter: MatchFilter,
  page: { offset: number; limit: number; ascending: boolean },
): Promise<{ total: number; ids: number[] }> {
  const count = await matchFilter(db, filter).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const direction = page.ascending ? sql`asc nulls last` : sql`desc nulls last`;
  const rows = await matchFilter(db, filter)
    .select('m.id')
    .orderBy(sql`m.date_time ${direction}`)
    .orderBy('m.id', page.ascending ? 'asc' : 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(count.n), ids: rows.map((r) => r.id) };
}

// ---------------------------------------------------------------------------------------------
// Events, squads, crews

export interface GoalRow {
  id: number;
  match_id: number;
  team_type: TeamType;
  player_id: number | null;
  method: GoalMethod;
  assistant_player_id: number | null;
  minute: number | null;
  additional_minute: number | null;
  match_scope: MatchScope;
}
export interface PunishmentRow {
  id: number;
  match_id: number;
  team_type: TeamType;
  player_id: number | null;
  card: CardType;
  removal_cause: RemovalCause | null;
  minute: number | null;
  additional_minute: number | null;
  match_scope: MatchScope;
}
export interface ReplacementRow {
  id: number;
  match_id: number;
  team_type: TeamType;
  player_in_id: number | null;
  player_out_id: number | null;
  minute: number | null;
  additional_minute: number | null;
  match_scope: MatchScope;
}
export interface MissedPenaltyRow {
  id: number;
  match_id: number;
  team_type: TeamType;
  player_id: number | null;
  goalkeeper_player_id: number | null;
  failure: PenaltyFailure;
  minute: number | null;
  additional_minute: number | null;
  match_scope: MatchScope;
}
export interface SquadRow {
  id: number;
  match_id: number;
  team_id: number;
  player_id: number;
  kind: SquadKind;
  number: number | null;
  is_captain: boolean;
  position: PlayerPosition | null;
  player_position: PlayerPosition;
}
export interface CrewRow {
  match_id: number;
  role: RefereeRole;
  referee_id: number;
  slug: string;
  name: string;
}

export interface MatchEvents {
  goals: GoalRow[];
  punishments: PunishmentRow[];
  replacements: ReplacementRow[];
  missedPenalties: MissedPenaltyRow[];
}

/** A match set without events (the tally on each row is what most answers read). */
export const NO_EVENTS: MatchEvents = Object.freeze({ goals: [], punishments: [], replacements: [], missedPenalties: [] });

export async function loadEvents(db: Executor, matchIds: number[]): Promise<MatchEvents> {
  if (matchIds.length === 0) return { goals: [], punishments: [], replacements: [], missedPenalties: [] };
  const timing = ['minute', 'additional_minute', 'match_scope'] as const;
  const [goals, punishments, replacements, missedPenalties] = await Promise.all([
    db
      .selectFrom('goals')
      .select(['id', 'match_id', 'team_type', 'player_id', 'method', 'assistant_player_id', ...timing])
      .where('match_id', '=', anyOf(matchIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('punishments')
      .select(['id', 'match_id', 'team_type', 'player_id', 'card', 'removal_cause', ...timing])
      .where('match_id', '=', anyOf(matchIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('replacements')
      .select(['id', 'match_id', 'team_type', 'player_in_id', 'player_out_id', ...timing])
      .where('match_id', '=', anyOf(matchIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('missed_penalties')
      .select(['id', 'match_id', 'team_type', 'player_id', 'goalkeeper_player_id', 'failure', ...timing])
      .where('match_id', '=', anyOf(matchIds))
      .orderBy('id')
      .execute(),
  ]);
  return { goals, punishments, replacements, missedPenalties };
}

/** What `loadMatchSet` reads besides the match rows. */
export interface MatchSetParts<C extends 'full' | 'core' = 'full'> {
  /** `core`: only the columns of `MatchCoreRow` (what the derived tables read); `full` by default. */
  rows?: C;
  /** Event tables to read; every one by default. */
  events?: ReadonlyArray<keyof MatchEvents>;
  squads?: boolean;
  crews?: boolean;
}

export interface MatchSet<R = MatchRow> {
  rows: R[];
  events: MatchEvents;
  squads?: SquadRow[];
  crews?: CrewRow[];
}

const EVENT_KINDS: ReadonlyArray<keyof MatchEvents> = ['goals', 'punishments', 'replacements', 'missedPenalties'];

/** One part of a match set: its columns as JSON arrays, read back as objects with these names. */
interface SetPart {
  name: string;
  columns: string[];
  query: (language: Language) => RawBuilder<unknown>;
}

const TIMING = ['minute', 'additional_minute', 'match_scope'];

/** An event table's part: `[id, match_id, …columns, minute, additional_minute, match_scope]` per event, by id. */
function eventPart(name: keyof MatchEvents, table: string, columns: string[]): SetPart {
  const all = ['id', 'match_id', ...columns, ...TIMING];
  return {
    name,
    columns: all,
    query: () => sql`select coalesce(json_agg(json_build_array(${sql.join(all.map((c) => sql.ref(c)))}) order by id), '[]')::text
                     from ${sql.table(table)} where match_id = any(array(select id from ms))`,
  };
}

const EVENT_PARTS: Record<keyof MatchEvents, SetPart> = {
  goals: eventPart('goals', 'goals', ['team_type', 'player_id', 'method', 'assistant_player_id']),
  punishments: eventPart('punishments', 'punishments', ['team_type', 'player_id', 'card', 'removal_cause']),
  replacements: eventPart('replacements', 'replacements', ['team_type', 'player_in_id', 'player_out_id']),
  missedPenalties: eventPart('missedPenalties', 'missed_penalties', ['team_type', 'player_id', 'goalkeeper_player_id', 'failure']),
};

// The squad's player and the crew's referee are looked up per row (`offset 0`), like a match's tour.
const SQUADS_PART: SetPart = {
  name: 'squads',
  columns: ['id', 'match_id', 'team_id', 'player_id', 'kind', 'number', 'is_captain', 'position', 'player_position'],
  query: () => sql`select coalesce(json_agg(json_build_array(q.id, q.match_id, q.team_id, q.player_id, q.kind, q.number, q.is_captain, q.position, p.position) order by q.id), '[]')::text
                   from match_squads q cross join lateral (select position from players where players.id = q.player_id offset 0) p
                   where q.match_id = any(array(select id from ms))`,
};

const CREWS_PART: SetPart = {
  name: 'crews',
  columns: ['match_id', 'role', 'referee_id', 'slug', 'name'],
  query: (language) => {
    const name = sql`${localized('rf.first_name', language)} || ' ' || ${localized('rf.last_name', language)}`;
    return sql`select coalesce(json_agg(json_build_array(mr.match_id, mr.role, mr.referee_id, rf.slug, ${name}) order by mr.id), '[]')::text
               from match_referees mr cross join lateral (select * from referees where referees.id = mr.referee_id offset 0) rf
               where mr.match_id = any(array(select id from ms))`;
  },
};

const CORE_COLUMN_NAMES = MATCH_COLUMNS.map(([name]) => name).filter((name) => CORE_COLUMNS.has(name));
const ALL_COLUMN_NAMES = MATCH_COLUMNS.map(([name]) => name);

/** What the SQL of a match set depends on besides the filter's values. */
interface MatchSetShape {
  language: Language;
  core: boolean;
  dated: boolean;
  /** The parts after the rows, in SQL order. */
  parts: SetPart[];
}

type MatchSetValues = Pick<MatchFilter, 'ids' | 'tournamentIds' | 'teamId' | 'status'>;

/** The match set statement, built and compiled once per shape (see `loadMatchSet`). */
const matchSets = new QueryShapes<MatchSetShape, MatchSetValues>({
  name: 'loadMatchSet',
  key: (shape) => `${shape.language}|${shape.core ? 'core' : 'full'}|${shape.dated ? 'dated' : ''}|${shape.parts.map((part) => part.name).join(',')}`,
  build(db, shape, values) {
    const columns = matchColumnList(shape.language).filter(([name]) => !shape.core || CORE_COLUMNS.has(name));
    const set = matchQuery(db, { ...values, dated: shape.dated }, shape.core ? 'core' : 'all').select([
      'm.id',
      'm.date_time',
      sql`json_build_array(${sql.join(columns.map(([, expr]) => expr))})`.as('a'),
    ]);
    const rows = sql`select coalesce(json_agg(a order by date_time, id), '[]')::text from ms`;
    const parts = [sql`(${rows}) as "rows"`, ...shape.parts.map((part) => sql`(${part.query(shape.language)}) as ${sql.ref(part.name)}`)];
    return sql<Record<string, string>>`with ms as materialized (${set}) select ${sql.join(parts)}`.compile(db);
  },
});

/**
 * The matches of a filter with their events (and squads or crews when asked) in ONE statement:
 * the matches are read once (a CTE) and every part comes back as one JSON text of arrays.
 * In the embedded database each statement costs several protocol round trips and its
 * planning, and each field of each row is parsed on its own; one statement with a handful of
 * text values is several times cheaper than `listMatches` + `loadEvents` (5 statements) and
 * gives the same rows and events in the same order. `= any(array(select id from ms))` keeps
 * the events on their `match_id` indexes whatever the planner guesses of the CTE's size.
 * The statement is built and compiled once per language, filter kind and parts.
 */
export async function loadMatchSet(db: Executor, language: Language, filter: MatchFilter, parts?: MatchSetParts<'full'>): Promise<MatchSet<MatchRow>>;
export async function loadMatchSet(db: Executor, language: Language, filter: MatchFilter, parts: MatchSetParts<'core'>): Promise<MatchSet<MatchCoreRow>>;
export async function loadMatchSet(db: Executor, language: Language, filter: MatchFilter, parts: MatchSetParts<'full' | 'core'> = {}): Promise<MatchSet<MatchRow | MatchCoreRow>> {
  const kinds = new Set(parts.events ?? EVENT_KINDS);
  const core = parts.rows === 'core';
  const list = EVENT_KINDS.filter((kind) => kinds.has(kind)).map((kind) => EVENT_PARTS[kind]);
  if (parts.squads) list.push(SQUADS_PART);
  if (parts.crews) list.push(CREWS_PART);
  const { ids, tournamentIds, teamId, status } = filter;
  const {
    rows: [found],
  } = await matchSets.execute<Record<string, string>>(db, { language, core, dated: !!filter.dated, parts: list }, { ids, tournamentIds, teamId, status });
  const read = (name: string, columns: string[]): Record<string, unknown>[] =>
    (JSON.parse(found[name]) as unknown[][]).map((values) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) row[columns[i]] = values[i];
      return row;
    });
  const byName = new Map(list.map((part) => [part.name, read(part.name, part.columns)]));
  const rows = read('rows', core ? CORE_COLUMN_NAMES : ALL_COLUMN_NAMES);
  for (const row of rows) {
    row.date_time = iso(row.date_time as string | null);
    if (!core) row.updated_at = iso(row.updated_at as string);
  }
  const events = (name: keyof MatchEvents) => (byName.get(name) ?? []) as never[];
  return {
    rows: rows as unknown as MatchRow[],
    events: { goals: events('goals'), punishments: events('punishments'), replacements: events('replacements'), missedPenalties: events('missedPenalties') },
    ...(parts.squads ? { squads: byName.get('squads') as unknown as SquadRow[] } : {}),
    ...(parts.crews ? { crews: byName.get('crews') as unknown as CrewRow[] } : {}),
  };
}

export async function loadSquads(db: Executor, matchIds: number[]): Promise<SquadRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .selectFrom('match_squads as q')
    .innerJoin('players as p', 'p.id', 'q.player_id')
    .select(['q.id', 'q.match_id', 'q.team_id', 'q.player_id', 'q.kind', 'q.number', 'q.is_captain', 'q.position', 'p.position as player_position'])
    .where('q.match_id', '=', anyOf(matchIds))
    .orderBy('q.id')
    .execute();
}

export async function loadCrews(db: Executor, language: Language, matchIds: number[]): Promise<CrewRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .selectFrom('match_referees as mr')
    .innerJoin('referees as rf', 'rf.id', 'mr.referee_id')
    .select([
      'mr.match_id',
      'mr.role',
      'mr.referee_id',
      'rf.slug',
      sql<string>`${localized('rf.first_name', language)} || ' ' || ${localized('rf.last_name', language)}`.as('name'),
    ])
    .where('mr.match_id', '=', anyOf(matchIds))
    .execute();
}

export async function loadMatchStatistics(db: Executor, matchId: number) {
  return db
    .selectFrom('match_statistics')
    .select(['metric', 'host_value', 'guest_value', 'sort'])
    .where('match_id', '=', matchId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Matches of a player or a referee

/** Ids of finished-or-not matches the player appears in (squad, events), newest first, paged. */
export async function pagePlayerMatchIds(db: Executor, playerId: number, page: { offset: number; limit: number }): Promise<{ total: number; ids: number[] }> {
  const own = sql<number>`(
    select match_id from match_squads where player_id = ${playerId}
    union select match_id from goals where player_id = ${playerId} or assistant_player_id = ${playerId}
    union select match_id from punishments where player_id = ${playerId}
    union select match_id from replacements where player_in_id = ${playerId} or player_out_id = ${playerId}
  )`;
  const count = await db
    .selectFrom('matches as m')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('m.id', 'in', own)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('matches as m')
    .select('m.id')
    .where('m.id', 'in', own)
    .orderBy(sql`m.date_time desc nulls last`)
    .orderBy('m.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(count.n), ids: rows.map((r) => r.id) };
}

/** Every match the player appears in (for statistics). */
export async function playerMatchIds(db: Executor, playerId: number): Promise<number[]> {
  const { ids } = await pagePlayerMatchIds(db, playerId, { offset: 0, limit: 100_000 });
  return ids;
}

/** Match ids per referee (any role). */
export async function refereeMatchIds(db: Executor, refereeIds: number[]): Promise<{ match_id: number; referee_id: number }[]> {
  if (refereeIds.length === 0) return [];
  return db.selectFrom('match_referees').select(['match_id', 'referee_id']).where('referee_id', 'in', refereeIds).execute();
}
