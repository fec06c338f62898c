// SQL of media: photo albums, videos and press items, and the albums and videos of a match.
// Every function takes `db` or a `trx`; texts are read in the request's language with the kk
// fallback.
import type { Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import { countRows } from '../../db/count-rows';
import type { Executor } from '../../db/database';
import { localized, localizedOptional } from '../../db/localized';
import type { Window } from './content.repository';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

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
  return db.selectFrom('media_albums as m').select([
    'm.id',
    'm.slug',
    localized('m.title', language).as('title'),
    'm.date',
    // An album without a cover shows its first picture.
    sql<
      string | null
    >`coalesce(m.cover_image, (select i.path from media_images i where i.album_id = m.id order by i.sort, i.id limit 1))`.as(
      'cover_image',
    ),
    sql<number>`(select count(*)::int from media_images i where i.album_id = m.id)`.as('images_count'),
    'm.match_id',
    'm.tournament_id',
  ]);
}

export async function countAlbums(db: Executor): Promise<number> {
  return countRows(db.selectFrom('media_albums'));
}

export async function listAlbums(db: Executor, language: Language, window: Window): Promise<AlbumRow[]> {
  return albumQuery(db, language)
    .orderBy('m.date', 'desc')
    .orderBy('m.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
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
  return countRows(videoQuery(db, now, seasonId));
}

export async function listVideos(
  db: Executor,
  language: Language,
  now: Date,
  seasonId: number | undefined,
  window: Window,
): Promise<VideoRow[]> {
  return videoQuery(db, now, seasonId)
    .select([
      'v.id',
      localized('v.title', language).as('title'),
      'v.url',
      'v.thumbnail',
      'v.published_at',
      'v.season_id',
      'v.match_id',
    ])
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
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('videos as v')
          .select('v.id')
          .whereRef('v.season_id', '=', 's.id')
          .where('v.published_at', '<=', now),
      ),
    )
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
  return countRows(pressQuery(db, year));
}

export async function listPress(db: Executor, language: Language, year: number | undefined, window: Window) {
  return pressQuery(db, year)
    .select([
      'p.id',
      'p.year',
      localized('p.title', language).as('title'),
      'p.source',
      'p.url',
      'p.image',
      'p.published_at',
    ])
    .orderBy(sql`p.published_at desc nulls last`)
    .orderBy('p.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

// ---------------------------------------------------------------- media of a match

export async function matchAlbums(db: Executor, language: Language, matchId: number) {
  const albums = await db
    .selectFrom('media_albums as a')
    .select([
      'a.id',
      'a.slug',
      localized('a.title', language).as('title'),
      sql<string>`to_char(a.date, 'YYYY-MM-DD')`.as('date'),
      'a.cover_image',
    ])
    .where('a.match_id', '=', matchId)
    .orderBy('a.date', 'desc')
    .orderBy('a.id')
    .execute();
  const images = albums.length
    ? await db
        .selectFrom('media_images as i')
        .select(['i.id', 'i.album_id', 'i.path', localizedOptional('i.caption', language).as('caption')])
        .where(
          'i.album_id',
          'in',
          albums.map((a) => a.id),
        )
        .orderBy('i.sort')
        .orderBy('i.id')
        .execute()
    : [];
  return { albums, images };
}

export async function matchVideos(db: Executor, language: Language, matchId: number) {
  const rows = await db
    .selectFrom('videos as v')
    .select(['v.id', localized('v.title', language).as('title'), 'v.url', 'v.thumbnail', 'v.published_at'])
    .where('v.match_id', '=', matchId)
    .orderBy('v.published_at', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, published_at: iso(r.published_at)! }));
}

// ---------------------------------------------------------------- a match's photos (cabinet)

/** Every photo of the albums of a match, album by album, in their order. */
export async function matchPhotos(db: Executor, language: Language, matchId: number) {
  return db
    .selectFrom('media_images as i')
    .innerJoin('media_albums as a', 'a.id', 'i.album_id')
    .select([
      'i.id',
      'i.path',
      localizedOptional('i.caption', language).as('caption'),
      'a.id as album_id',
      'a.slug as album_slug',
      localized('a.title', language).as('album_title'),
    ])
    .where('a.match_id', '=', matchId)
    .orderBy('a.date', 'desc')
    .orderBy('a.id')
    .orderBy('i.sort')
    .orderBy('i.id')
    .execute();
}

export interface NewAlbum {
  slug: string;
  title_kk: string;
  title_ru: string;
  title_en: string;
  date: string;
  tournament_id: number;
  match_id: number;
}

/** The album of the slug, made from `album` when there is none yet (two first uploads at once make one), locked. */
export async function ensureAlbum(db: Executor, album: NewAlbum): Promise<{ id: number; cover_image: string | null }> {
  await db
    .insertInto('media_albums')
    .values(album)
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  return db
    .selectFrom('media_albums')
    .select(['id', 'cover_image'])
    .where('slug', '=', album.slug)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Adds a photo at the end of an album. */
export async function insertAlbumImage(db: Executor, albumId: number, path: string): Promise<number> {
  const last = await db
    .selectFrom('media_images')
    .select((eb) => eb.fn.max<number | null>('sort').as('sort'))
    .where('album_id', '=', albumId)
    .executeTakeFirst();
  const row = await db
    .insertInto('media_images')
    .values({ album_id: albumId, path, sort: Number(last?.sort ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A photo of one of the albums of a match, with its album, locked for a removal. */
export async function matchPhoto(db: Executor, matchId: number, imageId: number) {
  return db
    .selectFrom('media_images as i')
    .innerJoin('media_albums as a', 'a.id', 'i.album_id')
    .select(['i.id', 'i.path', 'a.id as album_id', 'a.slug as album_slug', 'a.cover_image'])
    .where('a.match_id', '=', matchId)
    .where('i.id', '=', imageId)
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteAlbumImage(db: Executor, imageId: number): Promise<void> {
  await db.deleteFrom('media_images').where('id', '=', imageId).execute();
}

/** The first photo of an album (its cover when it has none of its own). */
export async function firstAlbumImage(db: Executor, albumId: number): Promise<string | null> {
  const row = await db
    .selectFrom('media_images')
    .select('path')
    .where('album_id', '=', albumId)
    .orderBy('sort')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.path ?? null;
}

export async function setAlbumCover(db: Executor, albumId: number, cover: string | null): Promise<void> {
  await db
    .updateTable('media_albums')
    .set({ cover_image: cover, updated_at: sql<Date>`now()` })
    .where('id', '=', albumId)
    .execute();
}

export async function deleteAlbum(db: Executor, albumId: number): Promise<void> {
  await db.deleteFrom('media_albums').where('id', '=', albumId).execute();
}
