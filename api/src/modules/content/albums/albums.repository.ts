// SQL of the cabinet's photo albums and their photos. Every function takes `db` or a `trx` first.
import { sql } from 'kysely';
import { countRows } from '../../../db/count-rows';
import type { Executor } from '../../../db/database';
import { anyLanguageLike } from '../../../db/localized-like';
import { insertUnlessSlugTaken, slugTaken as tableSlugTaken } from '../../../db/slug-insert';
import { likePattern } from '../../../lib/like-pattern';

export interface AlbumRow {
  id: number;
  slug: string;
  version: number;
  title_kk: string;
  title_ru: string | null;
  title_en: string | null;
  date: string;
  match_id: number | null;
  tournament_id: number | null;
  cover_image: string | null;
}

export interface PhotoRow {
  id: number;
  path: string;
  sort: number;
  caption_kk: string | null;
  caption_ru: string | null;
  caption_en: string | null;
}

export type AlbumValues = Pick<AlbumRow, 'title_kk' | 'title_ru' | 'title_en' | 'date' | 'match_id' | 'tournament_id'>;

const ALBUM = [
  'id',
  'slug',
  'version',
  'title_kk',
  'title_ru',
  'title_en',
  'date',
  'match_id',
  'tournament_id',
  'cover_image',
] as const;

export async function findAlbum(db: Executor, id: number, lock = false): Promise<AlbumRow | undefined> {
  let query = db.selectFrom('media_albums').select(ALBUM).where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function photosOf(db: Executor, albumId: number): Promise<PhotoRow[]> {
  return db
    .selectFrom('media_images')
    .select(['id', 'path', 'sort', 'caption_kk', 'caption_ru', 'caption_en'])
    .where('album_id', '=', albumId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function pageAlbums(
  db: Executor,
  q: string | undefined,
  sort: { key: 'date' | 'title'; direction: 'asc' | 'desc' },
  window: { limit: number; offset: number },
) {
  let query = db.selectFrom('media_albums as m');
  if (q) query = query.where(anyLanguageLike('m.title', likePattern(q)));
  const [total, rows] = await Promise.all([
    countRows(query),
    query
      .select(['m.id', 'm.slug', 'm.title_kk', 'm.title_ru', 'm.title_en', 'm.date'])
      .select((eb) => [
        eb.fn
          .coalesce(
            'm.cover_image',
            eb
              .selectFrom('media_images as i')
              .select('i.path')
              .whereRef('i.album_id', '=', 'm.id')
              .orderBy('i.sort')
              .orderBy('i.id')
              .limit(1),
          )
          .as('cover'),
        eb
          .selectFrom('media_images as i')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('i.album_id', '=', 'm.id')
          .as('photos_count'),
      ])
      .orderBy(sort.key === 'title' ? 'm.title_kk' : 'm.date', sort.direction)
      .orderBy('m.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return { total, rows };
}

export function slugTaken(db: Executor, slug: string): Promise<boolean> {
  return tableSlugTaken(db, 'media_albums', slug);
}

export function insertAlbum(db: Executor, slug: string, values: AlbumValues): Promise<number | undefined> {
  return insertUnlessSlugTaken(db, 'media_albums', { ...values, slug });
}

export async function updateAlbum(
  db: Executor,
  id: number,
  version: number,
  values: Partial<AlbumValues> & { cover_image?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('media_albums')
    .set({ ...values, version: version + 1, updated_at: new Date() })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteAlbum(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('media_images').where('album_id', '=', id).execute();
  await db.deleteFrom('media_albums').where('id', '=', id).execute();
}

export async function insertPhoto(db: Executor, albumId: number, path: string): Promise<PhotoRow> {
  return db
    .insertInto('media_images')
    .values({
      album_id: albumId,
      path,
      sort: sql<number>`(select coalesce(max(sort), 0) + 1 from media_images where album_id = ${albumId})`,
    })
    .returning(['id', 'path', 'sort', 'caption_kk', 'caption_ru', 'caption_en'])
    .executeTakeFirstOrThrow();
}

export async function setPhotoSort(db: Executor, albumId: number, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries())
    await db
      .updateTable('media_images')
      .set({ sort: index + 1 })
      .where('id', '=', id)
      .where('album_id', '=', albumId)
      .execute();
}

export async function captionPhoto(
  db: Executor,
  albumId: number,
  photoId: number,
  captions: Pick<PhotoRow, 'caption_kk' | 'caption_ru' | 'caption_en'>,
) {
  return db
    .updateTable('media_images')
    .set(captions)
    .where('id', '=', photoId)
    .where('album_id', '=', albumId)
    .returning(['id', 'path', 'sort', 'caption_kk', 'caption_ru', 'caption_en'])
    .executeTakeFirst();
}

export async function deletePhoto(db: Executor, albumId: number, photoId: number): Promise<PhotoRow | undefined> {
  return db
    .deleteFrom('media_images')
    .where('id', '=', photoId)
    .where('album_id', '=', albumId)
    .returning(['id', 'path', 'sort', 'caption_kk', 'caption_ru', 'caption_en'])
    .executeTakeFirst();
}

export async function setCover(db: Executor, albumId: number, path: string | null): Promise<void> {
  await db.updateTable('media_albums').set({ cover_image: path }).where('id', '=', albumId).execute();
}
