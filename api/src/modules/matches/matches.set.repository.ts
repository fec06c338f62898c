// The match set: a filter's matches with their tournaments, tours and stadiums, their events,
// and squads, crews or other modules' parts when asked, read in one statement.
import type { Language } from '@league/shared/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/database';
import { fullName, localized, localizedOrNull } from '../../db/localized';
import { QueryShapes } from '../../db/query-shapes';
import { readPart, type StatementPart } from '../../db/statement-part';
import {
  CORE_ROW_COLUMNS,
  type CrewRow,
  iso,
  type MatchCoreRow,
  type MatchEvents,
  type MatchFilter,
  matchFilter,
  type MatchRow,
  ROW_COLUMNS,
  type SquadRow,
} from './matches.rows.repository';

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
        sql: (language) => localizedOrNull('ci', 'title', language),
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
    const name = fullName('rf', language);
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
