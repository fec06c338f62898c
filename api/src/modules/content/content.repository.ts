// SQL of the texts of the site: news, sport analytics, static pages, league numbers, people,
// partners, banners, contacts and public documents (media albums, videos and press are in
// media.repository.ts). Every function takes `db` or a `trx`; texts are read in the request's
// language with the kk fallback.
import type { Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localized, localizedOptional } from '../../db/localized';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export interface Window {
  limit: number;
  offset: number;
}

const yearOf = (column: string) => sql<number>`extract(year from (${sql.ref(column)} at time zone 'Asia/Almaty'))::int`;

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

const newsColumns = (language: Language) =>
  [
    'n.id',
    'n.slug',
    localized('n.title', language).as('title'),
    localizedOptional('n.lead', language).as('lead'),
    'n.image',
    'n.published_at',
    'n.tags',
  ] as const;

export async function newsYears(db: Executor, now: Date): Promise<number[]> {
  const rows = await visibleNews(db, now)
    .select(yearOf('n.published_at').as('year'))
    .distinct()
    .orderBy('year', 'desc')
    .execute();
  return rows.map((row) => Number(row.year));
}

export async function countNews(db: Executor, now: Date, filter: NewsFilter): Promise<number> {
  const row = await filteredNews(db, now, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listNews(
  db: Executor,
  language: Language,
  now: Date,
  filter: NewsFilter,
  window: Window,
): Promise<NewsRow[]> {
  return filteredNews(db, now, filter)
    .select(newsColumns(language))
    .orderBy('n.published_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
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
  const row = await visibleAnalytics(db, now, year)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listAnalytics(
  db: Executor,
  language: Language,
  now: Date,
  year: number | undefined,
  window: Window,
): Promise<AnalyticsRow[]> {
  return visibleAnalytics(db, now, year)
    .select(analyticsColumns(language))
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
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

// ---------------------------------------------------------------- static pages

export interface PageRow {
  slug: string;
  title: string;
  body: string | null;
  blocks: unknown;
  updated_at: Date;
}

export async function pageBySlug(db: Executor, language: Language, slug: string): Promise<PageRow | undefined> {
  const blocks =
    language === 'kk'
      ? sql<unknown>`p.blocks_kk`
      : sql<unknown>`coalesce(${sql.ref(`p.blocks_${language}`)}, p.blocks_kk)`;
  return db
    .selectFrom('pages as p')
    .select([
      'p.slug',
      localized('p.title', language).as('title'),
      localizedOptional('p.body', language).as('body'),
      blocks.as('blocks'),
      'p.updated_at',
    ])
    .where('p.slug', '=', slug)
    .executeTakeFirst();
}

export async function leagueNumbers(db: Executor) {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*)::int from clubs where archived_at is null)`.as('clubs'),
      sql<number>`(select count(*)::int from teams where is_active)`.as('teams'),
      sql<number>`(select count(*)::int from players)`.as('players'),
      sql<number>`(select count(*)::int from tournaments)`.as('tournaments'),
      sql<number>`(select count(*)::int from matches where status = 'finished')`.as('matches'),
    ])
    .executeTakeFirstOrThrow();
  return {
    clubs: Number(row.clubs),
    teams: Number(row.teams),
    players: Number(row.players),
    tournaments: Number(row.tournaments),
    matches: Number(row.matches),
  };
}

// ---------------------------------------------------------------- people, partners, banners, contacts

export async function trustees(db: Executor, language: Language) {
  return db
    .selectFrom('trustees as t')
    .select([
      't.id',
      't.slug',
      localized('t.full_name', language).as('full_name'),
      localizedOptional('t.description', language).as('description'),
      't.photo',
    ])
    .orderBy('t.sort')
    .orderBy('t.id')
    .execute();
}

export async function employees(db: Executor, language: Language) {
  return db
    .selectFrom('employees as e')
    .select([
      'e.id',
      localized('e.full_name', language).as('full_name'),
      localizedOptional('e.position', language).as('position'),
      'e.photo',
      'e.email',
      'e.phone',
    ])
    .orderBy('e.sort')
    .orderBy('e.id')
    .execute();
}

/** Active banners whose time window (if any) contains `now`; `placement` ending with '*' matches a prefix. */
export async function banners(db: Executor, language: Language, now: Date, placement?: string) {
  let query = db
    .selectFrom('banners as b')
    .select(['b.id', 'b.placement', localizedOptional('b.title', language).as('title'), 'b.image', 'b.url'])
    .where('b.is_active', '=', true)
    .where((eb) => eb.or([eb('b.starts_at', 'is', null), eb('b.starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('b.ends_at', 'is', null), eb('b.ends_at', '>', now)]));
  if (placement !== undefined) {
    query = placement.endsWith('*')
      ? query.where(sql<boolean>`starts_with(b.placement, ${placement.slice(0, -1)})`)
      : query.where('b.placement', '=', placement);
  }
  return query.orderBy('b.sort').orderBy('b.id').execute();
}

export async function partners(db: Executor, language: Language) {
  return db
    .selectFrom('partners as p')
    .select(['p.id', localized('p.name', language).as('name'), 'p.logo', 'p.url', 'p.kind'])
    .where('p.is_active', '=', true)
    .orderBy(sql`case p.kind when 'general' then 0 when 'official' then 1 when 'media' then 2 else 3 end`)
    .orderBy('p.sort')
    .orderBy('p.id')
    .execute();
}

export async function contacts(db: Executor, language: Language) {
  return db
    .selectFrom('contacts as c')
    .select(['c.id', 'c.kind', localized('c.value', language).as('value'), 'c.url'])
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

// ---------------------------------------------------------------- documents

export interface DocumentRow {
  id: number;
  title: string;
  category: string | null;
  file_path: string;
  size_bytes: number;
  mime: string;
  published_at: Date | null;
}

function documentQuery(db: Executor, language: Language, now: Date) {
  return db
    .selectFrom('public_documents as d')
    .select([
      'd.id',
      localized('d.title', language).as('title'),
      'd.category',
      'd.file_path',
      'd.size_bytes',
      'd.mime',
      'd.published_at',
    ])
    .where((eb) => eb.or([eb('d.published_at', 'is', null), eb('d.published_at', '<=', now)]));
}

export async function documents(db: Executor, language: Language, now: Date): Promise<DocumentRow[]> {
  return documentQuery(db, language, now).orderBy('d.sort').orderBy('d.id').limit(1000).execute();
}

export async function documentById(
  db: Executor,
  language: Language,
  now: Date,
  id: number,
): Promise<DocumentRow | undefined> {
  return documentQuery(db, language, now).where('d.id', '=', id).executeTakeFirst();
}

// ---------------------------------------------------------------- news of a match

export async function matchNews(db: Executor, language: Language, matchId: number, now: Date) {
  const rows = await db
    .selectFrom('news as n')
    .select([
      'n.id',
      'n.slug',
      localized('n.title', language).as('title'),
      localizedOptional('n.lead', language).as('lead'),
      'n.image',
      'n.published_at',
    ])
    .where(linkedTo('match_id', matchId))
    .where('n.is_published', '=', true)
    .where('n.published_at', '<=', now)
    .orderBy('n.published_at', 'desc')
    .limit(10)
    .execute();
  return rows.map((r) => ({ ...r, published_at: iso(r.published_at)! }));
}
