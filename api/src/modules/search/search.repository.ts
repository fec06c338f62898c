// SQL of the site search: each kind is matched on its generated `search_key` column (see
// migration 20260302000100_search) with a 'simple' tsvector and a prefix tsquery.
import type { Language, MatchStatus, PlayerPosition } from '@league/shared/contracts';
import { sql, type RawBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/database';
import { localized, localizedOptional } from '../../db/localized';

/**
 * `to_tsvector('simple', <column>) @@ to_tsquery('simple', <query>)`. The expression is written
 * exactly as the GIN indexes of the migration are, so PostgreSQL uses them.
 */
const matches = (column: string, tsQuery: string): RawBuilder<boolean> =>
  sql<boolean>`to_tsvector('simple', ${sql.ref(column)}) @@ to_tsquery('simple', ${tsQuery})`;

const rank = (column: string, tsQuery: string): RawBuilder<number> =>
  sql<number>`ts_rank(to_tsvector('simple', ${sql.ref(column)}), to_tsquery('simple', ${tsQuery}))`;

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
    .select(['p0.id', 'p0.slug', personName('p0', language).as('name'), 'p0.position', 'p0.photo', rank('p0.search_key', tsQuery).as('rank'), localized('p0.last_name', language).as('last_name')])
    .where(matches('p0.search_key', tsQuery))
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
    .select(['r.id', 'r.slug', personName('r', language).as('name'), localizedOptional('r.category', language).as('category'), 'r.photo'])
    .where(matches('r.search_key', tsQuery))
    .orderBy(rank('r.search_key', tsQuery), 'desc')
    .orderBy(localized('r.last_name', language))
    .orderBy('r.id')
    .limit(limit);
}

function teamsQuery(db: Executor, language: Language, tsQuery: string, limit: number) {
  return db
    .selectFrom('teams as t')
    .innerJoin('clubs as c', 'c.id', 't.club_id')
    .select(['t.id', 't.slug', localized('t.title', language).as('title'), localized('c.title', language).as('club'), sql<string | null>`coalesce(t.logo, c.logo)`.as('logo')])
    .where(matches('t.search_key', tsQuery))
    .orderBy(rank('t.search_key', tsQuery), 'desc')
    .orderBy('t.is_active', 'desc')
    .orderBy(localized('t.title', language))
    .orderBy('t.id')
    .limit(limit);
}

function clubsQuery(db: Executor, language: Language, tsQuery: string, limit: number) {
  return db
    .selectFrom('clubs as c')
    .select(['c.id', 'c.slug', localized('c.title', language).as('title'), 'c.logo'])
    .where(matches('c.search_key', tsQuery))
    .orderBy(rank('c.search_key', tsQuery), 'desc')
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
    .where(matches('n.search_key', tsQuery))
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

/** Matches whose host and guest names together hold every word ('Қайрат Астана'). */
function matchesByTeamsQuery(db: Executor, language: Language, tsQuery: string, limit: number) {
  return db
    .selectFrom('matches as m')
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
    // Only matches of a team that holds one of the words (indexed), then every word across both.
    .where((eb) => {
      const anyWord = tsQuery.split(' & ').join(' | ');
      const teamIds = eb.selectFrom('teams as st').select('st.id').where(matches('st.search_key', anyWord));
      return eb.or([eb('m.host_team_id', 'in', teamIds), eb('m.guest_team_id', 'in', teamIds)]);
    })
    // Several words: every one across the two names (one word is the team condition above already).
    .$if(tsQuery.includes(' & '), (q) => q.where(sql<boolean>`to_tsvector('simple', coalesce(h.search_key, '') || ' ' || coalesce(g.search_key, '')) @@ to_tsquery('simple', ${tsQuery})`))
    .orderBy(sql`m.date_time desc nulls last`)
    .orderBy('m.id', 'desc')
    .limit(limit);
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

export async function searchAll(db: Executor, language: Language, tsQuery: string, limit: number, now: Date): Promise<SearchHits> {
  return (await searchAllQuery(db, language, tsQuery, limit, now).executeTakeFirstOrThrow()) as unknown as SearchHits;
}
