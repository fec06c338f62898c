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
import { readPart, type StatementPart } from '../../db/statement-part';
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
  /** Only decided matches (finished, or with a technical result): all a league table counts. */
  decided?: boolean;
}

/** The tally the database keeps with each match from its events (migration 20260308000100_match_tally). */
export interface MatchTallyRow {
  host_goals: number;
  guest_goals: number;
  host_shootout: number | null;
  guest_shootout: number | null;
  host_fair_play: number;
  guest_fair_play: number;
}

/** The tally's columns of `matches`, in the order of `MatchTallyRow`. */
export const TALLY_COLUMNS = [
  'host_goals',
  'guest_goals',
  'host_shootout',
  'guest_shootout',
  'host_fair_play',
  'guest_fair_play',
] as const satisfies readonly (keyof MatchTallyRow)[];

export interface MatchRow extends MatchTallyRow {
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
  /** A cancelled match's reason per language; a postponed match's kick-off before (ISO); moves so far (ADR 0177). */
  cancellation_reason_kk: string | null;
  cancellation_reason_ru: string | null;
  cancellation_reason_en: string | null;
  postponed_from: string | null;
  fixture_revision: number;
  /** The tournament's technical score [winner, loser] (its table rules); null: 3:0. */
  technical_score: [number, number] | null;
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
  // A match postponed with its date to be set keeps a place at its former kick-off (ADR 0177).
  if (filter.dated)
    query = query.where((eb) => eb.or([eb('m.date_time', 'is not', null), eb('m.postponed_from', 'is not', null)]));
  if (filter.decided)
    query = query.where((eb) => eb.or([eb('m.status', '=', 'finished'), eb('m.technical_result', 'is not', null)]));
  return query;
}

/** The columns of a match row that are columns of `matches` (read into the match set's CTE). */
const ROW_COLUMNS = [
  'id',
  'tournament_id',
  'tour_id',
  'host_team_id',
  'guest_team_id',
  'date_time',
  'status',
  'technical_result',
  'broadcast_url',
  'host_color',
  'guest_color',
  'spectators',
  'updated_at',
  'stadium_id',
  'cancellation_reason_kk',
  'cancellation_reason_ru',
  'cancellation_reason_en',
  'postponed_from',
  'fixture_revision',
  ...TALLY_COLUMNS,
] as const satisfies readonly (keyof MatchRow)[];

/** What the standings read of a match (`MatchCoreRow`): the tournament's technical score and the tour besides its own columns. */
const CORE_ROW_COLUMNS = [
  'id',
  'tournament_id',
  'tour_id',
  'host_team_id',
  'guest_team_id',
  'date_time',
  'status',
  'technical_result',
  ...TALLY_COLUMNS,
] as const satisfies readonly (typeof ROW_COLUMNS)[number][];

/** A match row as the derived tables read it (`loadMatchSet` with `rows: 'core'`). */
export type MatchCoreRow = Pick<
  MatchRow,
  (typeof CORE_ROW_COLUMNS)[number] | 'tour_number' | 'tour_title' | 'technical_score'
>;

/**
 * A row a match looks up by id (its tournament, tour, stadium with its city), read once per match
 * set for the ids its matches name: `[id, …columns]` per row. Far cheaper than a lookup per match
 * in the embedded database (a tournament's 56 matches name 1 tournament and 14 tours), and
 * `= any(array(select … from ms))` keeps each on its primary key whatever the planner guesses.
 */
interface Lookup {
  name: string;
  /** The match column holding the id. */
  by: 'tournament_id' | 'tour_id' | 'stadium_id';
  /** The table with its alias `x`, and any lookups of its own. */
  from: RawBuilder<unknown>;
  /** The match row fields it gives; `core`: also in core rows. */
  columns: { name: keyof MatchRow; sql: (language: Language) => RawBuilder<unknown>; core?: boolean }[];
}

const LOOKUPS: Lookup[] = [
  {
    name: 'tournaments',
    by: 'tournament_id',
    from: sql`tournaments x`,
    columns: [
      { name: 'tournament_slug', sql: () => sql`x.slug` },
      { name: 'tournament_title', sql: (language) => localized('x.title', language) },
      { name: 'technical_score', sql: () => sql`x.table_rules -> 'technical_score'`, core: true },
    ],
  },
  {
    name: 'tours',
    by: 'tour_id',
    from: sql`tours x`,
    columns: [
      { name: 'tour_number', sql: () => sql`x.number`, core: true },
      { name: 'tour_title', sql: (language) => localized('x.title', language), core: true },
      { name: 'tour_start_date', sql: () => sql`to_char(x.start_date, 'YYYY-MM-DD')` },
      { name: 'tour_end_date', sql: () => sql`to_char(x.end_date, 'YYYY-MM-DD')` },
    ],
  },
  {
    name: 'stadiums',
    by: 'stadium_id',
    from: sql`stadiums x left join lateral (select * from cities where cities.id = x.city_id offset 0) ci on true`,
    columns: [
      { name: 'stadium_slug', sql: () => sql`x.slug` },
      { name: 'stadium_title', sql: (language) => localized('x.title', language) },
      {
        name: 'stadium_city',
        sql: (language) => sql`case when ci.id is null then null else ${localized('ci.title', language)} end`,
      },
    ],
  },
];

const lookupColumns = (lookup: Lookup, core: boolean) => lookup.columns.filter((column) => !core || column.core);
const lookupsOf = (core: boolean) => LOOKUPS.filter((lookup) => lookupColumns(lookup, core).length > 0);

function lookupQuery(lookup: Lookup, core: boolean, language: Language): RawBuilder<unknown> {
  const columns = lookupColumns(lookup, core).map((column) => column.sql(language));
  return sql`select coalesce(json_agg(json_build_array(x.id, ${sql.join(columns)})), '[]')::text
             from ${lookup.from} where x.id = any(array(select ${sql.ref(lookup.by)} from ms))`;
}

/** Every match of a filter as full rows, by kick-off time (one statement; see `loadMatchSet`). */
export async function listMatches(db: Executor, language: Language, filter: MatchFilter): Promise<MatchRow[]> {
  return (await loadMatchSet(db, language, filter, { events: [] })).rows;
}

/** The match clock's columns and the tournament's match length (ADR 0172), for the public match page. */
export async function loadMatchClock(db: Executor, matchId: number) {
  const row = await db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .select(['m.status', 'm.clock_period', 'm.clock_started_at', 'm.clock_elapsed_seconds', 't.match_length_minutes'])
    .where('m.id', '=', matchId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, clock_started_at: iso(row.clock_started_at as Date | string | null) };
}

/** One page of match ids with the total, for the paginated `/matches`. */
export async function pageMatchIds(
  db: Executor,
  language: Language,
  filter: MatchFilter,
  page: { offset: number; limit: number; ascending: boolean },
): Promise<{ total: number; ids: number[] }> {
  const count = await matchFilter(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
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
export const NO_EVENTS: MatchEvents = Object.freeze({
  goals: [],
  punishments: [],
  replacements: [],
  missedPenalties: [],
});

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
  /** Parts of other modules read in the same statement (teams.reads.ts offers the teams). */
  with?: ReadonlyArray<MatchSetPart>;
}

export interface MatchSet<R = MatchRow> {
  rows: R[];
  events: MatchEvents;
  squads?: SquadRow[];
  crews?: CrewRow[];
  /** The rows of each part asked for with `with`, by its name. */
  joined: Record<string, Record<string, unknown>[]>;
}

/**
 * What a part of another module can read in a match set statement: the filter's tournament ids
 * (a parameter; undefined without a tournament filter) and the ids of the teams its matches name.
 */
export interface MatchSetContext {
  tournamentIds: unknown;
  teamIds: RawBuilder<unknown>;
}

export type MatchSetPart = StatementPart<MatchSetContext>;

const EVENT_KINDS: ReadonlyArray<keyof MatchEvents> = ['goals', 'punishments', 'replacements', 'missedPenalties'];

/** One part of a match set: its columns as JSON arrays, read back as objects with these names. */
type SetPart = MatchSetPart;

const TIMING = ['minute', 'additional_minute', 'match_scope'];

/** An event table's part: `[id, match_id, …columns, minute, additional_minute, match_scope]` per event, by id. */
function eventPart(name: keyof MatchEvents, table: string, columns: string[]): SetPart {
  const all = ['id', 'match_id', ...columns, ...TIMING];
  return {
    name,
    columns: all,
    query:
      () => sql`select coalesce(json_agg(json_build_array(${sql.join(all.map((c) => sql.ref(c)))}) order by id), '[]')::text
                     from ${sql.table(table)} where match_id = any(array(select id from ms))`,
  };
}

const EVENT_PARTS: Record<keyof MatchEvents, SetPart> = {
  goals: eventPart('goals', 'goals', ['team_type', 'player_id', 'method', 'assistant_player_id']),
  punishments: eventPart('punishments', 'punishments', ['team_type', 'player_id', 'card', 'removal_cause']),
  replacements: eventPart('replacements', 'replacements', ['team_type', 'player_in_id', 'player_out_id']),
  missedPenalties: eventPart('missedPenalties', 'missed_penalties', [
    'team_type',
    'player_id',
    'goalkeeper_player_id',
    'failure',
  ]),
};

// The squad's player and the crew's referee are looked up per row (`offset 0`), like a match's tour.
const SQUADS_PART: SetPart = {
  name: 'squads',
  columns: ['id', 'match_id', 'team_id', 'player_id', 'kind', 'number', 'is_captain', 'position', 'player_position'],
  query:
    () => sql`select coalesce(json_agg(json_build_array(q.id, q.match_id, q.team_id, q.player_id, q.kind, q.number, q.is_captain, q.position, p.position) order by q.id), '[]')::text
                   from match_squads q cross join lateral (select position from players where players.id = q.player_id offset 0) p
                   where q.match_id = any(array(select id from ms))`,
};

const CREWS_PART: SetPart = {
  name: 'crews',
  columns: ['match_id', 'role', 'referee_id', 'slug', 'name'],
  query: (_db, language) => {
    const name = sql`${localized('rf.first_name', language)} || ' ' || ${localized('rf.last_name', language)}`;
    return sql`select coalesce(json_agg(json_build_array(mr.match_id, mr.role, mr.referee_id, rf.slug, ${name}) order by mr.id), '[]')::text
               from match_referees mr cross join lateral (select * from referees where referees.id = mr.referee_id offset 0) rf
               where mr.match_id = any(array(select id from ms)) and mr.status = 'accepted'`;
  },
};

/** What the SQL of a match set depends on besides the filter's values. */
interface MatchSetShape {
  language: Language;
  core: boolean;
  dated: boolean;
  decided: boolean;
  /** The parts after the rows, in SQL order. */
  parts: SetPart[];
}

type MatchSetValues = Pick<MatchFilter, 'ids' | 'tournamentIds' | 'teamId' | 'status'>;

/** The match set statement, built and compiled once per shape (see `loadMatchSet`). */
const matchSets = new QueryShapes<MatchSetShape, MatchSetValues>({
  name: 'loadMatchSet',
  key: (shape) =>
    `${shape.language}|${shape.core ? 'core' : 'full'}|${shape.dated ? 'dated' : ''}|${shape.decided ? 'decided' : ''}|${shape.parts.map((part) => part.name).join(',')}`,
  build(db, shape, values) {
    const columns = shape.core ? CORE_ROW_COLUMNS : ROW_COLUMNS;
    const set = matchFilter(db, { ...values, dated: shape.dated, decided: shape.decided }).select([
      'm.id',
      'm.date_time',
      'm.host_team_id',
      'm.guest_team_id',
      ...lookupsOf(shape.core).map((lookup) => `m.${lookup.by}` as const),
      sql`json_build_array(${sql.join(columns.map((column) => sql.ref(`m.${column}`)))})`.as('a'),
    ]);
    const rows = sql`select coalesce(json_agg(a order by date_time, id), '[]')::text from ms`;
    const context: MatchSetContext = {
      tournamentIds: values.tournamentIds,
      teamIds: sql`array(select host_team_id from ms union select guest_team_id from ms)`,
    };
    const parts = [
      sql`(${rows}) as "rows"`,
      ...lookupsOf(shape.core).map(
        (lookup) => sql`(${lookupQuery(lookup, shape.core, shape.language)}) as ${sql.ref(lookup.name)}`,
      ),
      ...shape.parts.map((part) => sql`(${part.query(db, shape.language, context)}) as ${sql.ref(part.name)}`),
    ];
    return sql<Record<string, string>>`with ms as materialized (${set}) select ${sql.join(parts)}`.compile(db);
  },
});

/**
 * The matches of a filter with their events (and squads, crews or other modules' parts when
 * asked) in ONE statement: the matches are read once (a CTE), their tournaments, tours and
 * stadiums once per set (`LOOKUPS`), and every part comes back as one JSON text of arrays.
 * In the embedded database each statement costs several protocol round trips and its
 * planning, and each field of each row is parsed on its own; one statement with a handful of
 * text values is several times cheaper than a statement per part and gives the same rows and
 * events in the same order. `= any(array(select id from ms))` keeps the events on their
 * `match_id` indexes whatever the planner guesses of the CTE's size.
 * The statement is built and compiled once per language, filter kind and parts.
 */
export async function loadMatchSet(
  db: Executor,
  language: Language,
  filter: MatchFilter,
  parts?: MatchSetParts<'full'>,
): Promise<MatchSet<MatchRow>>;
export async function loadMatchSet(
  db: Executor,
  language: Language,
  filter: MatchFilter,
  parts: MatchSetParts<'core'>,
): Promise<MatchSet<MatchCoreRow>>;
export async function loadMatchSet(
  db: Executor,
  language: Language,
  filter: MatchFilter,
  parts: MatchSetParts<'full' | 'core'> = {},
): Promise<MatchSet<MatchRow | MatchCoreRow>> {
  const kinds = new Set(parts.events ?? EVENT_KINDS);
  const core = parts.rows === 'core';
  const list = EVENT_KINDS.filter((kind) => kinds.has(kind)).map((kind) => EVENT_PARTS[kind]);
  if (parts.squads) list.push(SQUADS_PART);
  if (parts.crews) list.push(CREWS_PART);
  const taken = new Set(['rows', ...LOOKUPS.map((lookup) => lookup.name), ...list.map((part) => part.name)]);
  for (const part of parts.with ?? []) {
    if (taken.has(part.name)) throw new Error(`loadMatchSet: a part named ${part.name} is read already`);
    taken.add(part.name);
    list.push(part);
  }
  const { ids, tournamentIds, teamId, status } = filter;
  const {
    rows: [texts],
  } = await matchSets.execute<Record<string, string>>(
    db,
    { language, core, dated: !!filter.dated, decided: !!filter.decided, parts: list },
    { ids, tournamentIds, teamId, status },
  );
  const byName = new Map(list.map((part) => [part.name, readPart(part, texts[part.name])]));
  const rows = readPart({ columns: core ? CORE_ROW_COLUMNS : ROW_COLUMNS }, texts.rows);
  for (const lookup of lookupsOf(core)) {
    const columns = lookupColumns(lookup, core);
    const found = new Map((JSON.parse(texts[lookup.name]) as unknown[][]).map((values) => [values[0], values]));
    for (const row of rows) {
      const values = found.get(row[lookup.by]);
      for (let i = 0; i < columns.length; i++) row[columns[i].name] = values ? values[i + 1] : null;
    }
  }
  for (const row of rows) {
    row.date_time = iso(row.date_time as string | null);
    if (!core) {
      row.updated_at = iso(row.updated_at as string);
      row.postponed_from = iso(row.postponed_from as string | null);
    }
  }
  const events = (name: keyof MatchEvents) => (byName.get(name) ?? []) as never[];
  return {
    rows: rows as unknown as MatchRow[],
    events: {
      goals: events('goals'),
      punishments: events('punishments'),
      replacements: events('replacements'),
      missedPenalties: events('missedPenalties'),
    },
    ...(parts.squads ? { squads: byName.get('squads') as unknown as SquadRow[] } : {}),
    ...(parts.crews ? { crews: byName.get('crews') as unknown as CrewRow[] } : {}),
    joined: Object.fromEntries((parts.with ?? []).map((part) => [part.name, byName.get(part.name)!])),
  };
}

export async function loadSquads(db: Executor, matchIds: number[]): Promise<SquadRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .selectFrom('match_squads as q')
    .innerJoin('players as p', 'p.id', 'q.player_id')
    .select([
      'q.id',
      'q.match_id',
      'q.team_id',
      'q.player_id',
      'q.kind',
      'q.number',
      'q.is_captain',
      'q.position',
      'p.position as player_position',
    ])
    .where('q.match_id', '=', anyOf(matchIds))
    .orderBy('q.id')
    .execute();
}

export async function loadCrews(db: Executor, language: Language, matchIds: number[]): Promise<CrewRow[]> {
  if (matchIds.length === 0) return [];
  return (
    db
      .selectFrom('match_referees as mr')
      .innerJoin('referees as rf', 'rf.id', 'mr.referee_id')
      .select([
        'mr.match_id',
        'mr.role',
        'mr.referee_id',
        'rf.slug',
        sql<string>`${localized('rf.first_name', language)} || ' ' || ${localized('rf.last_name', language)}`.as(
          'name',
        ),
      ])
      .where('mr.match_id', '=', anyOf(matchIds))
      // An official is named once they accepted the appointment (ADR 0213).
      .where('mr.status', '=', 'accepted')
      .execute()
  );
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
export async function pagePlayerMatchIds(
  db: Executor,
  playerId: number,
  page: { offset: number; limit: number },
): Promise<{ total: number; ids: number[] }> {
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
export async function refereeMatchIds(
  db: Executor,
  refereeIds: number[],
): Promise<{ match_id: number; referee_id: number }[]> {
  if (refereeIds.length === 0) return [];
  return db
    .selectFrom('match_referees')
    .select(['match_id', 'referee_id'])
    .where('referee_id', 'in', refereeIds)
    .where('status', '=', 'accepted')
    .execute();
}
