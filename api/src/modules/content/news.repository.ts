// SQL of the site's news and sport analytics: what is visible (published, not in the future), the
// years, the filtered and paged lists, one item with its links, and the latest news of a match.
// Every function takes `db` or a `trx`; texts are read in the request's language with the kk fallback.
import type { Language } from '@league/shared/contracts';
import { sql, type SelectQueryBuilder } from 'kysely';
import { countRows } from '../../db/count-rows';
import type { Executor } from '../../db/database';
import { localized, localizedOptional } from '../../db/localized';
import type { Window } from './content.repository';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

const yearOf = (column: string) => sql<number>`extract(year from (${sql.ref(column)} at time zone 'Asia/Almaty'))::int`;

/** One page of news or analytics (`n` or `a`), newest first, then by id. */
function newestFirst<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  alias: 'n' | 'a',
  window: Window,
) {
  return query
    .orderBy(sql.ref(`${alias}.published_at`), 'desc')
    .orderBy(sql.ref(`${alias}.id`), 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

// ---------------------------------------------------------------- news

export interface NewsRow {
  id: number;
  slug: string;
  title: string;
  lead: string | null;
  image: string | null;
  published_at: Date;
  tags: string[];
}

export interface NewsDetailRow extends NewsRow {
  body: string | null;
  seo_title: string | null;
  seo_description: string | null;
  updated_at: Date;
  author: string | null;
}

/** The teams, tournaments and matches a news item links to. */
export interface NewsLinks {
  team_ids: number[];
  tournament_ids: number[];
  match_ids: number[];
}

export interface NewsFilter {
  year?: number;
  tag?: string;
  teamId?: number;
  matchId?: number;
  excludeId?: number;
}

function visibleNews(db: Executor, now: Date) {
  return db.selectFrom('news as n').where('n.is_published', '=', true).where('n.published_at', '<=', now);
}

/** The news item links to that team, tournament or match. */
const linkedTo = (column: 'team_id' | 'tournament_id' | 'match_id', id: number) =>
  sql<boolean>`exists (select 1 from news_links l where l.news_id = n.id and ${sql.ref(`l.${column}`)} = ${id})`;

function filteredNews(db: Executor, now: Date, filter: NewsFilter) {
  let query = visibleNews(db, now);
  if (filter.year !== undefined) query = query.where(yearOf('n.published_at'), '=', filter.year);
  if (filter.tag !== undefined) query = query.where(sql<boolean>`${filter.tag} = any(n.tags)`);
  if (filter.teamId !== undefined) query = query.where(linkedTo('team_id', filter.teamId));
  if (filter.matchId !== undefined) query = query.where(linkedTo('match_id', filter.matchId));
  if (filter.excludeId !== undefined) query = query.where('n.id', '<>', filter.excludeId);
  return query;
}

/** What a news card shows. */
const newsCardColumns = (language: Language) =>
  [
    'n.id',
    'n.slug',
    localized('n.title', language).as('title'),
    localizedOptional('n.lead', language).as('lead'),
    'n.image',
    'n.published_at',
  ] as const;

const newsColumns = (language: Language) => [...newsCardColumns(language), 'n.tags'] as const;

export async function newsYears(db: Executor, now: Date): Promise<number[]> {
  const rows = await visibleNews(db, now)
    .select(yearOf('n.published_at').as('year'))
    .distinct()
    .orderBy('year', 'desc')
    .execute();
  return rows.map((row) => Number(row.year));
}

export async function countNews(db: Executor, now: Date, filter: NewsFilter): Promise<number> {
  return countRows(filteredNews(db, now, filter));
}

export async function listNews(
  db: Executor,
  language: Language,
  now: Date,
  filter: NewsFilter,
  window: Window,
): Promise<NewsRow[]> {
  return newestFirst(filteredNews(db, now, filter).select(newsColumns(language)), 'n', window);
}

function newsDetailQuery(db: Executor, language: Language, now: Date | null) {
  const news = now ? visibleNews(db, now) : db.selectFrom('news as n');
  return news
    .leftJoin('users as u', 'u.id', 'n.author_id')
    .select([
      ...newsColumns(language),
      localizedOptional('n.body', language).as('body'),
      localizedOptional('n.seo_title', language).as('seo_title'),
      localizedOptional('n.seo_description', language).as('seo_description'),
      'n.updated_at',
      'u.name as author',
    ]);
}

/** The links of a news item, each kind in id order. */
export async function newsLinks(db: Executor, newsId: number): Promise<NewsLinks> {
  const rows = await db
    .selectFrom('news_links')
    .select(['team_id', 'tournament_id', 'match_id'])
    .where('news_id', '=', newsId)
    .orderBy('id')
    .execute();
  const ids = (key: keyof (typeof rows)[number]) => rows.flatMap((r) => (r[key] === null ? [] : [r[key]!]));
  return { team_ids: ids('team_id'), tournament_ids: ids('tournament_id'), match_ids: ids('match_id') };
}

export async function newsBySlug(
  db: Executor,
  language: Language,
  now: Date,
  slug: string,
): Promise<NewsDetailRow | undefined> {
  return newsDetailQuery(db, language, now).where('n.slug', '=', slug).executeTakeFirst();
}

/** A news item of any status (the cabinet's preview). */
export async function newsForPreview(db: Executor, language: Language, id: number): Promise<NewsDetailRow | undefined> {
  return newsDetailQuery(db, language, null).where('n.id', '=', id).executeTakeFirst();
}

export async function newsById(
  db: Executor,
  language: Language,
  now: Date,
  id: number,
): Promise<NewsDetailRow | undefined> {
  return newsDetailQuery(db, language, now).where('n.id', '=', id).executeTakeFirst();
}

// ---------------------------------------------------------------- sport analytics

export interface AnalyticsRow {
  id: number;
  slug: string;
  year: number;
  title: string;
  lead: string | null;
  image: string | null;
  published_at: Date;
}

export interface AnalyticsDetailRow extends AnalyticsRow {
  body: string | null;
  file_path: string | null;
  file_size: number | null;
  file_mime: string | null;
}

function visibleAnalytics(db: Executor, now: Date, year?: number) {
  let query = db.selectFrom('sport_analytics as a').where('a.published_at', '<=', now);
  if (year !== undefined) query = query.where('a.year', '=', year);
  return query;
}

const analyticsColumns = (language: Language) =>
  [
    'a.id',
    'a.slug',
    'a.year',
    localized('a.title', language).as('title'),
    localizedOptional('a.lead', language).as('lead'),
    'a.image',
    'a.published_at',
  ] as const;

export async function analyticsYears(db: Executor, now: Date): Promise<number[]> {
  const rows = await visibleAnalytics(db, now).select('a.year').distinct().orderBy('a.year', 'desc').execute();
  return rows.map((row) => Number(row.year));
}

export async function countAnalytics(db: Executor, now: Date, year?: number): Promise<number> {
  return countRows(visibleAnalytics(db, now, year));
}

export async function listAnalytics(
  db: Executor,
  language: Language,
  now: Date,
  year: number | undefined,
  window: Window,
): Promise<AnalyticsRow[]> {
  return newestFirst(visibleAnalytics(db, now, year).select(analyticsColumns(language)), 'a', window);
}

export async function analyticsBySlug(
  db: Executor,
  language: Language,
  now: Date,
  slug: string,
): Promise<AnalyticsDetailRow | undefined> {
  return visibleAnalytics(db, now)
    .select([
      ...analyticsColumns(language),
      localizedOptional('a.body', language).as('body'),
      'a.file_path',
      'a.file_size',
      'a.file_mime',
    ])
    .where('a.slug', '=', slug)
    .executeTakeFirst();
}

// ---------------------------------------------------------------- news of a match

export async function matchNews(db: Executor, language: Language, matchId: number, now: Date) {
  const rows = await visibleNews(db, now)
    .select(newsCardColumns(language))
    .where(linkedTo('match_id', matchId))
    .orderBy('n.published_at', 'desc')
    .limit(10)
    .execute();
  return rows.map((r) => ({ ...r, published_at: iso(r.published_at)! }));
}
