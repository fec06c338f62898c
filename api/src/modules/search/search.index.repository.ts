// SQL the in-memory search index (search.index.ts, ADR 0202) is built from: every searchable
// row with its stored vector as text, the names it is shown by in each language, and its place
// in the database's own order of each language (the collation of the tie-breaking names), so
// the index ranks exactly as the statements of search.repository.ts do without comparing text
// itself; and the tables' fingerprints that tell which reads a new build must make again.
import type { Language, MatchStatus, PlayerPosition } from '@league/shared/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/database';
import { fullName, localized, localizedOptional } from '../../db/localized';
import { LANGUAGES } from '../../lib/language';

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

/**
 * What every row of a ranked kind (players, teams, clubs, referees) has: its id and slug, its
 * stored vector as text, and its place in each language's order.
 */
export type SearchableRow = { id: number; slug: string; vector: string } & PerLanguage<'order', number>;

export type IndexPlayerRow = SearchableRow &
  PerLanguage<'name', string> & { position: PlayerPosition | null; photo: string | null };

export async function indexPlayers(db: Executor): Promise<IndexPlayerRow[]> {
  return rowsOf<IndexPlayerRow>(
    db,
    sql`
    select p.id, p.slug, p.position, p.photo, p.search_vector::text as vector,
      ${perLanguage('name', (language) => fullName('p', language))},
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

export type IndexRefereeRow = SearchableRow & { photo: string | null } & PerLanguage<'name', string> &
  PerLanguage<'category', string | null>;

export async function indexReferees(db: Executor): Promise<IndexRefereeRow[]> {
  return rowsOf<IndexRefereeRow>(
    db,
    sql`
    select r.id, r.slug, r.photo, r.search_vector::text as vector,
      ${perLanguage('name', (language) => fullName('r', language))},
      ${perLanguage('category', (language) => localizedOptional('r.category', language))},
      ${orderPerLanguage((language) => sql`${localized('r.last_name', language)}, r.id`)}
    from referees r`,
  );
}

export type IndexTeamRow = SearchableRow & { logo: string | null } & PerLanguage<'title', string> &
  PerLanguage<'club', string>;

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

export type IndexClubRow = SearchableRow & { logo: string | null } & PerLanguage<'title', string>;

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
