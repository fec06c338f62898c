// SQL of the site search: each kind is matched on its stored `search_vector` column, the 'simple'
// tsvector of the transliterated search key (migrations 20260302000100_search and
// 20260314019700_search_vectors, ADR 0197), with a prefix tsquery. Nothing is parsed per row.
import type { Language, MatchStatus, PlayerPosition } from '@league/shared/contracts';
import { sql, type RawBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/database';
import { localized, localizedOptional } from '../../db/localized';
import { LANGUAGES } from '../../lib/language';

/**
 * The query as a tsquery parameter. The text is a prefix query of [a-z0-9] words
 * (`prefixTsQuery`), which the tsquery input reads exactly as `to_tsquery('simple', …)` does; a
 * typed parameter is not parsed again for every row a generic plan checks or ranks.
 */
const tsQueryOf = (tsQuery: string) => sql`${tsQuery}::tsquery`;

/** `<alias>.search_vector @@ <query>::tsquery`: the GIN index of the column answers it. */
const matches = (alias: string, tsQuery: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(`${alias}.search_vector`)} @@ ${tsQueryOf(tsQuery)}`;

/** The rank of the stored vector: the same value as ranking `to_tsvector('simple', search_key)`. */
const rank = (alias: string, tsQuery: string): RawBuilder<number> =>
  sql<number>`ts_rank(${sql.ref(`${alias}.search_vector`)}, ${tsQueryOf(tsQuery)})`;

const personName = (alias: string, language: Language) =>
  sql<string>`${localized(`${alias}.first_name`, language)} || ' ' || ${localized(`${alias}.last_name`, language)}`;

export interface PlayerHit {
  id: number;
  slug: string;
  name: string;
  position: PlayerPosition | null;
  photo: string | null;
  team_id: number | null;
  team_slug: string | null;
  team_title: string | null;
}

function playersQuery(db: Executor, language: Language, tsQuery: string, limit: number) {
  // The best `limit` players first (index, rank), and only then each one's current team: the
  // team is looked up for the ten shown, not for the hundreds a short prefix matches.
  const best = db
    .selectFrom('players as p0')
    .select([
      'p0.id',
      'p0.slug',
      personName('p0', language).as('name'),
      'p0.position',
      'p0.photo',
      rank('p0', tsQuery).as('rank'),
      localized('p0.last_name', language).as('last_name'),
    ])
    .where(matches('p0', tsQuery))
    .orderBy('rank', 'desc')
    .orderBy('last_name')
    .orderBy('p0.id')
    .limit(limit)
    .as('p');
  return db
    .selectFrom(best)
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('team_players as tp')
          .innerJoin('teams as t', 't.id', 'tp.team_id')
          .select(['t.id as team_id', 't.slug as team_slug', localized('t.title', language).as('team_title')])
          .whereRef('tp.player_id', '=', 'p.id')
          .where('tp.is_active', '=', true)
          .where('tp.left_at', 'is', null)
          .orderBy(sql`tp.joined_at desc nulls last`)
          .orderBy('tp.id', 'desc')
          .limit(1)
          .as('cur'),
      (join) => join.onTrue(),
    )
    .select(['p.id', 'p.slug', 'p.name', 'p.position', 'p.photo', 'cur.team_id', 'cur.team_slug', 'cur.team_title'])
    .orderBy('p.rank', 'desc')
    .orderBy('p.last_name')
    .orderBy('p.id');
}

function refereesQuery(db: Executor, language: Language, tsQuery: string, limit: number) {
  return db
    .selectFrom('referees as r')
    .select([
      'r.id',
      'r.slug',
      personName('r', language).as('name'),
      localizedOptional('r.category', language).as('category'),
      'r.photo',
    ])
    .where(matches('r', tsQuery))
    .orderBy(rank('r', tsQuery), 'desc')
    .orderBy(localized('r.last_name', language))
    .orderBy('r.id')
    .limit(limit);
}

function teamsQuery(db: Executor, language: Language, tsQuery: string, limit: number) {
  return db
    .selectFrom('teams as t')
    .innerJoin('clubs as c', 'c.id', 't.club_id')
    .select([
      't.id',
      't.slug',
      localized('t.title', language).as('title'),
      localized('c.title', language).as('club'),
      sql<string | null>`coalesce(t.logo, c.logo)`.as('logo'),
    ])
    .where(matches('t', tsQuery))
    .orderBy(rank('t', tsQuery), 'desc')
    .orderBy('t.is_active', 'desc')
    .orderBy(localized('t.title', language))
    .orderBy('t.id')
    .limit(limit);
}

function clubsQuery(db: Executor, language: Language, tsQuery: string, limit: number) {
  return db
    .selectFrom('clubs as c')
    .select(['c.id', 'c.slug', localized('c.title', language).as('title'), 'c.logo'])
    .where(matches('c', tsQuery))
    .orderBy(rank('c', tsQuery), 'desc')
    .orderBy(localized('c.title', language))
    .orderBy('c.id')
    .limit(limit);
}

function newsQuery(db: Executor, language: Language, tsQuery: string, limit: number, now: Date) {
  return db
    .selectFrom('news as n')
    .select(['n.id', 'n.slug', localized('n.title', language).as('title'), 'n.published_at', 'n.image'])
    .where('n.is_published', '=', true)
    .where('n.published_at', '<=', now)
    .where(matches('n', tsQuery))
    .orderBy('n.published_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit);
}

export interface MatchHit {
  id: number;
  date_time: Date | null;
  status: MatchStatus;
  tournament: string;
  host_id: number;
  host_slug: string;
  host_title: string;
  guest_id: number;
  guest_slug: string;
  guest_title: string;
}

/**
 * Matches whose host and guest names together hold every word ('Қайрат Астана'), latest first.
 * The matches of the teams that hold the longest word are read by their team indexes (every
 * word must be in one of the two names, so the longest — usually the rarest — narrows as well as
 * any); with several words the two teams' stored vectors must hold all of them. Only the `limit`
 * matches kept are joined to their teams and tournament.
 */
function matchesByTeamsQuery(db: Executor, language: Language, tsQuery: string, limit: number) {
  const words = tsQuery.split(' & ');
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best));
  const teamIds = sql`array(select st.id from teams st where ${matches('st', longest)})`;
  const kept = db
    .selectFrom('matches as m0')
    .select(['m0.id', 'm0.date_time', 'm0.status', 'm0.host_team_id', 'm0.guest_team_id', 'm0.tournament_id'])
    .where((eb) =>
      eb.or([sql<boolean>`m0.host_team_id = any(${teamIds})`, sql<boolean>`m0.guest_team_id = any(${teamIds})`]),
    )
    .$if(words.length > 1, (q) =>
      q.where(
        sql<boolean>`((select hv.search_vector from teams hv where hv.id = m0.host_team_id) || (select gv.search_vector from teams gv where gv.id = m0.guest_team_id)) @@ ${tsQueryOf(tsQuery)}`,
      ),
    )
    .orderBy(sql`m0.date_time desc nulls last`)
    .orderBy('m0.id', 'desc')
    .limit(limit)
    .as('m');
  return db
    .selectFrom(kept)
    .innerJoin('teams as h', 'h.id', 'm.host_team_id')
    .innerJoin('teams as g', 'g.id', 'm.guest_team_id')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .select([
      'm.id',
      'm.date_time',
      'm.status',
      localized('t.title', language).as('tournament'),
      'h.id as host_id',
      'h.slug as host_slug',
      localized('h.title', language).as('host_title'),
      'g.id as guest_id',
      'g.slug as guest_slug',
      localized('g.title', language).as('guest_title'),
    ])
    .orderBy(sql`m.date_time desc nulls last`)
    .orderBy('m.id', 'desc');
}

export interface SearchHits {
  players: PlayerHit[];
  teams: { id: number; slug: string; title: string; club: string; logo: string | null }[];
  clubs: { id: number; slug: string; title: string; logo: string | null }[];
  referees: { id: number; slug: string; name: string; category: string | null; photo: string | null }[];
  /** `published_at` and `date_time` arrive as JSON text. */
  news: { id: number; slug: string; title: string; published_at: string; image: string | null }[];
  matches: (Omit<MatchHit, 'date_time'> & { date_time: string | null })[];
}

/**
 * Every kind at once, in ONE statement (each kind a JSON array): a search costs one round trip
 * and one plan instead of six, which is most of its time on the embedded database.
 */
export function searchAllQuery(db: Executor, language: Language, tsQuery: string, limit: number, now: Date) {
  return db.selectNoFrom([
    jsonArrayFrom(playersQuery(db, language, tsQuery, limit)).as('players'),
    jsonArrayFrom(teamsQuery(db, language, tsQuery, limit)).as('teams'),
    jsonArrayFrom(clubsQuery(db, language, tsQuery, limit)).as('clubs'),
    jsonArrayFrom(refereesQuery(db, language, tsQuery, limit)).as('referees'),
    jsonArrayFrom(newsQuery(db, language, tsQuery, limit, now)).as('news'),
    jsonArrayFrom(matchesByTeamsQuery(db, language, tsQuery, limit)).as('matches'),
  ]);
}

export async function searchAll(
  db: Executor,
  language: Language,
  tsQuery: string,
  limit: number,
  now: Date,
): Promise<SearchHits> {
  return (await searchAllQuery(db, language, tsQuery, limit, now).executeTakeFirstOrThrow()) as unknown as SearchHits;
}

// ---------------------------------------------------------------------------------------------
// What the in-memory search index (search.index.ts, ADR 0202) is built from: every searchable
// row with its stored vector as text, the names it is shown by in each language, and its place
// in the database's own order of each language (the collation of the tie-breaking names), so
// the index ranks exactly as the statements above do without comparing text itself.

/** `<name>_kk`, `<name>_ru`, `<name>_en`: one value per language. */
type PerLanguage<Name extends string, Value> = { [L in Language as `${Name}_${L}`]: Value };

/** The same expression in each language, as `<name>_<language>` columns. */
const perLanguage = (name: string, expression: (language: Language) => RawBuilder<unknown>) =>
  sql.join(LANGUAGES.map((language) => sql`${expression(language)} as ${sql.ref(`${name}_${language}`)}`));

/** The row's place in `order by <keys(language)>` in each language, from 1. */
const orderPerLanguage = (keys: (language: Language) => RawBuilder<unknown>) =>
  perLanguage('order', (language) => sql`(row_number() over (order by ${keys(language)}))::int`);

/**
 * The rows of `query` handed over as one JSON text: the embedded database converts a result
 * value by value, so thousands of rows of many columns cost several times one text parsed here.
 */
async function rowsOf<Row>(db: Executor, query: RawBuilder<unknown>): Promise<Row[]> {
  const { rows } = await sql<{
    rows: string;
  }>`select coalesce(json_agg(x), '[]')::text as rows from (${query}) x`.execute(db);
  return JSON.parse(rows[0].rows) as Row[];
}

export type IndexPlayerRow = {
  id: number;
  slug: string;
  position: PlayerPosition | null;
  photo: string | null;
  vector: string;
} & PerLanguage<'name', string> &
  PerLanguage<'order', number>;

export async function indexPlayers(db: Executor): Promise<IndexPlayerRow[]> {
  return rowsOf<IndexPlayerRow>(
    db,
    sql`
    select p.id, p.slug, p.position, p.photo, p.search_vector::text as vector,
      ${perLanguage('name', (language) => personName('p', language))},
      ${orderPerLanguage((language) => sql`${localized('p.last_name', language)}, p.id`)}
    from players p`,
  );
}

/** Each player's current team (the one the search shows beside the name). */
export async function indexCurrentTeams(db: Executor): Promise<{ player_id: number; team_id: number }[]> {
  return rowsOf<{ player_id: number; team_id: number }>(
    db,
    sql`
    select distinct on (tp.player_id) tp.player_id, tp.team_id
    from team_players tp
    where tp.is_active and tp.left_at is null
    order by tp.player_id, tp.joined_at desc nulls last, tp.id desc`,
  );
}

export type IndexRefereeRow = { id: number; slug: string; photo: string | null; vector: string } & PerLanguage<
  'name',
  string
> &
  PerLanguage<'category', string | null> &
  PerLanguage<'order', number>;

export async function indexReferees(db: Executor): Promise<IndexRefereeRow[]> {
  return rowsOf<IndexRefereeRow>(
    db,
    sql`
    select r.id, r.slug, r.photo, r.search_vector::text as vector,
      ${perLanguage('name', (language) => personName('r', language))},
      ${perLanguage('category', (language) => localizedOptional('r.category', language))},
      ${orderPerLanguage((language) => sql`${localized('r.last_name', language)}, r.id`)}
    from referees r`,
  );
}

export type IndexTeamRow = { id: number; slug: string; logo: string | null; vector: string } & PerLanguage<
  'title',
  string
> &
  PerLanguage<'club', string> &
  PerLanguage<'order', number>;

export async function indexTeams(db: Executor): Promise<IndexTeamRow[]> {
  return rowsOf<IndexTeamRow>(
    db,
    sql`
    select t.id, t.slug, coalesce(t.logo, c.logo) as logo, t.search_vector::text as vector,
      ${perLanguage('title', (language) => localized('t.title', language))},
      ${perLanguage('club', (language) => localized('c.title', language))},
      ${orderPerLanguage((language) => sql`t.is_active desc, ${localized('t.title', language)}, t.id`)}
    from teams t
    join clubs c on c.id = t.club_id`,
  );
}

export type IndexClubRow = { id: number; slug: string; logo: string | null; vector: string } & PerLanguage<
  'title',
  string
> &
  PerLanguage<'order', number>;

export async function indexClubs(db: Executor): Promise<IndexClubRow[]> {
  return rowsOf<IndexClubRow>(
    db,
    sql`
    select c.id, c.slug, c.logo, c.search_vector::text as vector,
      ${perLanguage('title', (language) => localized('c.title', language))},
      ${orderPerLanguage((language) => sql`${localized('c.title', language)}, c.id`)}
    from clubs c`,
  );
}

/**
 * Published news (a news item unpublished is left out; one published for later is kept, and
 * shown once `published_ms` has come: the statement's `published_at <= now`, `now` in whole
 * milliseconds). `published_at` is its JSON text, as the statement above hands it over.
 */
export type IndexNewsRow = {
  id: number;
  slug: string;
  image: string | null;
  published_at: string;
  published_ms: number;
  order: number;
  vector: string;
} & PerLanguage<'title', string>;

export async function indexNews(db: Executor): Promise<IndexNewsRow[]> {
  return rowsOf<IndexNewsRow>(
    db,
    sql`
    select n.id, n.slug, n.image, n.search_vector::text as vector,
      to_json(n.published_at) #>> '{}' as published_at,
      ceil(extract(epoch from n.published_at) * 1000)::float8 as published_ms,
      (row_number() over (order by n.published_at desc, n.id desc))::int as "order",
      ${perLanguage('title', (language) => localized('n.title', language))}
    from news n
    where n.is_published`,
  );
}

/** Every match with its place in the order the search shows them in (latest first); `date_time` as JSON text. */
export type IndexMatchRow = {
  id: number;
  date_time: string | null;
  status: MatchStatus;
  host_team_id: number;
  guest_team_id: number;
  tournament_id: number;
  order: number;
};

export async function indexMatches(db: Executor): Promise<IndexMatchRow[]> {
  return rowsOf<IndexMatchRow>(
    db,
    sql`
    select m.id, to_json(m.date_time) #>> '{}' as date_time, m.status, m.host_team_id, m.guest_team_id, m.tournament_id,
      (row_number() over (order by m.date_time desc nulls last, m.id desc))::int as "order"
    from matches m`,
  );
}

export type IndexTournamentRow = { id: number } & PerLanguage<'title', string>;

export async function indexTournaments(db: Executor): Promise<IndexTournamentRow[]> {
  return rowsOf<IndexTournamentRow>(
    db,
    sql`
    select t.id, ${perLanguage('title', (language) => localized('t.title', language))}
    from tournaments t`,
  );
}

/** The tables the index is read from. */
export const INDEX_TABLES = [
  'players',
  'team_players',
  'teams',
  'clubs',
  'referees',
  'news',
  'matches',
  'tournaments',
] as const;
export type IndexTable = (typeof INDEX_TABLES)[number];

/**
 * A fingerprint of each table the index reads: its row count and the sum of a hash of every
 * row's id and `xmin`, the transaction that wrote the row's current version. Any insert, update
 * or delete committed since changes it (an update always writes a new version under its own
 * transaction), so a table whose fingerprint is unchanged need not be read again.
 */
export async function indexFingerprints(db: Executor): Promise<Record<IndexTable, string>> {
  const columns = INDEX_TABLES.map(
    (table) =>
      sql`(select count(*)::text || ':' || coalesce(sum(hashtext(t.id::text || '.' || t.xmin::text)::bigint), 0)::text from ${sql.table(table)} t) as ${sql.ref(table)}`,
  );
  const { rows } = await sql<Record<IndexTable, string>>`select ${sql.join(columns)}`.execute(db);
  return rows[0];
}
