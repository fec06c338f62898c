// SQL of the public content: news, sport analytics, media albums, videos, press, static pages,
// people, partners, banners, contacts and public documents. Every function takes `db` or a
// `trx`; texts are read in the request's language with the kk fallback.
import type { Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localized, localizedOptional } from '../../db/localized';

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
  team_id: number | null;
  match_id: number | null;
  tournament_id: number | null;
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

function filteredNews(db: Executor, now: Date, filter: NewsFilter) {
  let query = visibleNews(db, now);
  if (filter.year !== undefined) query = query.where(yearOf('n.published_at'), '=', filter.year);
  if (filter.tag !== undefined) query = query.where(sql<boolean>`${filter.tag} = any(n.tags)`);
  if (filter.teamId !== undefined) query = query.where('n.team_id', '=', filter.teamId);
  if (filter.matchId !== undefined) query = query.where('n.match_id', '=', filter.matchId);
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
  const rows = await visibleNews(db, now).select(yearOf('n.published_at').as('year')).distinct().orderBy('year', 'desc').execute();
  return rows.map((row) => Number(row.year));
}

export async function countNews(db: Executor, now: Date, filter: NewsFilter): Promise<number> {
  const row = await filteredNews(db, now, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listNews(db: Executor, language: Language, now: Date, filter: NewsFilter, window: Window): Promise<NewsRow[]> {
  return filteredNews(db, now, filter)
    .select(newsColumns(language))
    .orderBy('n.published_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

function newsDetailQuery(db: Executor, language: Language, now: Date) {
  return visibleNews(db, now).select([
    ...newsColumns(language),
    localizedOptional('n.body', language).as('body'),
    'n.team_id',
    'n.match_id',
    'n.tournament_id',
  ]);
}

export async function newsBySlug(db: Executor, language: Language, now: Date, slug: string): Promise<NewsDetailRow | undefined> {
  return newsDetailQuery(db, language, now).where('n.slug', '=', slug).executeTakeFirst();
}

export async function newsById(db: Executor, language: Language, now: Date, id: number): Promise<NewsDetailRow | undefined> {
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
  ['a.id', 'a.slug', 'a.year', localized('a.title', language).as('title'), localizedOptional('a.lead', language).as('lead'), 'a.image', 'a.published_at'] as const;

export async function analyticsYears(db: Executor, now: Date): Promise<number[]> {
  const rows = await visibleAnalytics(db, now).select('a.year').distinct().orderBy('a.year', 'desc').execute();
  return rows.map((row) => Number(row.year));
}

export async function countAnalytics(db: Executor, now: Date, year?: number): Promise<number> {
  const row = await visibleAnalytics(db, now, year).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listAnalytics(db: Executor, language: Language, now: Date, year: number | undefined, window: Window): Promise<AnalyticsRow[]> {
  return visibleAnalytics(db, now, year)
    .select(analyticsColumns(language))
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

export async function analyticsBySlug(db: Executor, language: Language, now: Date, slug: string): Promise<AnalyticsDetailRow | undefined> {
  return visibleAnalytics(db, now)
    .select([...analyticsColumns(language), localizedOptional('a.body', language).as('body'), 'a.file_path', 'a.file_size', 'a.file_mime'])
    .where('a.slug', '=', slug)
    .executeTakeFirst();
}

// ---------------------------------------------------------------- media albums

export interface AlbumRow {
  id: number;
  slug: string;
  title: string;
  date: string;
  cover_image: string | null;
  images_count: number;
  match_id: number | null;
  tournament_id: number | null;
}

function albumQuery(db: Executor, language: Language) {
  return db
    .selectFrom('media_albums as m')
    .select([
      'm.id',
      'm.slug',
      localized('m.title', language).as('title'),
      'm.date',
      // An album without a cover shows its first picture.
      sql<string | null>`coalesce(m.cover_image, (select i.path from media_images i where i.album_id = m.id order by i.sort, i.id limit 1))`.as('cover_image'),
      sql<number>`(select count(*)::int from media_images i where i.album_id = m.id)`.as('images_count'),
      'm.match_id',
      'm.tournament_id',
    ]);
}

export async function countAlbums(db: Executor): Promise<number> {
  const row = await db.selectFrom('media_albums').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listAlbums(db: Executor, language: Language, window: Window): Promise<AlbumRow[]> {
  return albumQuery(db, language).orderBy('m.date', 'desc').orderBy('m.id', 'desc').limit(window.limit).offset(window.offset).execute();
}

export async function albumBySlug(db: Executor, language: Language, slug: string): Promise<AlbumRow | undefined> {
  return albumQuery(db, language).where('m.slug', '=', slug).executeTakeFirst();
}

export async function albumImages(db: Executor, language: Language, albumId: number) {
  return db
    .selectFrom('media_images as i')
    .select(['i.id', 'i.path', localizedOptional('i.caption', language).as('caption')])
    .where('i.album_id', '=', albumId)
    .orderBy('i.sort')
    .orderBy('i.id')
    .execute();
}

// ---------------------------------------------------------------- videos

export interface VideoRow {
  id: number;
  title: string;
  url: string;
  thumbnail: string | null;
  published_at: Date;
  season_id: number | null;
  match_id: number | null;
}

function videoQuery(db: Executor, now: Date, seasonId?: number) {
  let query = db.selectFrom('videos as v').where('v.published_at', '<=', now);
  if (seasonId !== undefined) query = query.where('v.season_id', '=', seasonId);
  return query;
}

export async function countVideos(db: Executor, now: Date, seasonId?: number): Promise<number> {
  const row = await videoQuery(db, now, seasonId).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listVideos(db: Executor, language: Language, now: Date, seasonId: number | undefined, window: Window): Promise<VideoRow[]> {
  return videoQuery(db, now, seasonId)
    .select(['v.id', localized('v.title', language).as('title'), 'v.url', 'v.thumbnail', 'v.published_at', 'v.season_id', 'v.match_id'])
    .orderBy('v.published_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** Seasons that have at least one published video, newest first. */
export async function videoSeasons(db: Executor, language: Language, now: Date) {
  return db
    .selectFrom('seasons as s')
    .select(['s.id', 's.year', localized('s.title', language).as('title')])
    .where((eb) => eb.exists(eb.selectFrom('videos as v').select('v.id').whereRef('v.season_id', '=', 's.id').where('v.published_at', '<=', now)))
    .orderBy('s.year', 'desc')
    .execute();
}

// ---------------------------------------------------------------- press

function pressQuery(db: Executor, year?: number) {
  let query = db.selectFrom('press_items as p');
  if (year !== undefined) query = query.where('p.year', '=', year);
  return query;
}

export async function pressYears(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('press_items').select('year').distinct().orderBy('year', 'desc').execute();
  return rows.map((row) => Number(row.year));
}

export async function countPress(db: Executor, year?: number): Promise<number> {
  const row = await pressQuery(db, year).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listPress(db: Executor, language: Language, year: number | undefined, window: Window) {
  return pressQuery(db, year)
    .select(['p.id', 'p.year', localized('p.title', language).as('title'), 'p.source', 'p.url', 'p.image', 'p.published_at'])
    .orderBy(sql`p.published_at desc nulls last`)
    .orderBy('p.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
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
    language === 'kk' ? sql<unknown>`p.blocks_kk` : sql<unknown>`coalesce(${sql.ref(`p.blocks_${language}`)}, p.blocks_kk)`;
  return db
    .selectFrom('pages as p')
    .select(['p.slug', localized('p.title', language).as('title'), localizedOptional('p.body', language).as('body'), blocks.as('blocks'), 'p.updated_at'])
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
    .select(['t.id', 't.slug', localized('t.full_name', language).as('full_name'), localizedOptional('t.description', language).as('description'), 't.photo'])
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
    .select(['d.id', localized('d.title', language).as('title'), 'd.category', 'd.file_path', 'd.size_bytes', 'd.mime', 'd.published_at'])
    .where((eb) => eb.or([eb('d.published_at', 'is', null), eb('d.published_at', '<=', now)]));
}

export async function documents(db: Executor, language: Language, now: Date): Promise<DocumentRow[]> {
  return documentQuery(db, language, now).orderBy('d.sort').orderBy('d.id').limit(1000).execute();
}

export async function documentById(db: Executor, language: Language, now: Date, id: number): Promise<DocumentRow | undefined> {
  return documentQuery(db, language, now).where('d.id', '=', id).executeTakeFirst();
}
