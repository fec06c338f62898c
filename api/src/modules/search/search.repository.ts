// SQL of the site search: each kind is matched on its stored `search_vector` column, the 'simple'
// tsvector of the transliterated search key (migrations 20260302000100_search and
// 20260314019700_search_vectors, ADR 0197), with a prefix tsquery. Nothing is parsed per row.
import type { Language, MatchStatus, PlayerPosition } from '@league/shared/contracts';
import { sql, type RawBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/database';
import { fullName, localized, localizedOptional } from '../../db/localized';

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
      fullName('p0', language).as('name'),
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
      fullName('r', language).as('name'),
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
