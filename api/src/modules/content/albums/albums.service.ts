// Photo albums of the content area (ADR 0263): the list, one album, its titles saved under its
// version, photos added one per request (copies made before the transaction; the album's row
// locked while the photo takes its place at the end), captions, order and cover together under
// the version, and removal — of a photo or a whole album — with every file once the row is gone.
import type {
  AlbumBody,
  AlbumOrderBody,
  AlbumsQuery,
  CabinetAlbum,
  CabinetAlbumListItem,
  CabinetAlbumPhoto,
  Language,
  PhotoCaptionBody,
} from '@league/shared/contracts';
import { parseSort } from '@league/shared/contracts';
import type { DB, Executor } from '../../../db/database';
import { pick } from '../../../db/localized';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { pageWindow } from '../../../lib/pagination';
import { insertWithFreeSlug, slugFrom } from '../../../lib/slug';
import type { FileStorage } from '../../../storage/storage';
import type { AcceptedFile } from '../../../storage/upload';
import { pictureOf, type VariantRow } from '../pictures/picture';
import { variantsOf } from '../pictures/pictures.repository';
import { deleteFiles, forgetPicture, storePicture } from '../pictures/pictures.service';
import * as repo from './albums.repository';

const clean = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const field = (name: string, rule: string) => new AppError('validation_failed', { fields: { [name]: [{ rule }] } });

const toPhoto = (row: repo.PhotoRow, variant: VariantRow | undefined): CabinetAlbumPhoto => ({
  id: row.id,
  path: row.path,
  picture: pictureOf(variant),
  caption_kk: row.caption_kk,
  caption_ru: row.caption_ru,
  caption_en: row.caption_en,
});

function albumValues(body: AlbumBody): repo.AlbumValues {
  return {
    title_kk: body.title_kk.trim(),
    title_ru: clean(body.title_ru),
    title_en: clean(body.title_en),
    date: body.date,
    match_id: body.match_id ?? null,
    tournament_id: body.tournament_id ?? null,
  };
}

export function createAlbumsService({ db, clock, storage }: { db: DB; clock: Clock; storage: FileStorage }) {
  async function read(executor: Executor, id: number): Promise<CabinetAlbum> {
    const album = await repo.findAlbum(executor, id);
    if (!album) throw new AppError('not_found');
    const photos = await repo.photosOf(executor, id);
    const variants = await variantsOf(
      executor,
      photos.map((p) => p.path),
    );
    const cover = photos.find((p) => p.path === album.cover_image) ?? null;
    const { cover_image: _cover, ...rest } = album;
    return {
      ...rest,
      cover_id: cover?.id ?? null,
      photos: photos.map((p) => toPhoto(p, variants.get(p.path))),
      public_path: `/media/${album.slug}`,
    };
  }

  const stale = async (executor: Executor, id: number): Promise<never> => {
    throw new AppError('conflict', { data: { current: await read(executor, id) } });
  };

  /** Locks the album (a photo takes its place at the end one after another); 404 when gone. */
  async function locked(trx: Executor, id: number): Promise<repo.AlbumRow> {
    const album = await repo.findAlbum(trx, id, true);
    if (!album) throw new AppError('not_found');
    return album;
  }

  return {
    detail: (id: number) => read(db, id),

    async list(language: Language, query: AlbumsQuery) {
      const window = pageWindow(query);
      const { total, rows } = await repo.pageAlbums(
        db,
        query.q?.trim() || undefined,
        parseSort(query.sort, '-date'),
        window,
      );
      const variants = await variantsOf(
        db,
        rows.map((r) => r.cover),
      );
      const data: CabinetAlbumListItem[] = rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        title: pick(r, 'title', language),
        date: r.date,
        photos_count: Number(r.photos_count ?? 0),
        cover: pictureOf(r.cover ? variants.get(r.cover) : undefined),
      }));
      return { data, total, window };
    },

    async create(body: AlbumBody): Promise<CabinetAlbum> {
      const values = albumValues(body);
      const id = await inTransaction(db, async (trx) => {
        const base = slugFrom(values.title_en ?? values.title_kk, 'album');
        return (
          await insertWithFreeSlug(
            base,
            (slug) => repo.slugTaken(trx, slug),
            (slug) => repo.insertAlbum(trx, slug, values),
          )
        ).id;
      });
      return read(db, id);
    },

    async update(id: number, body: AlbumBody): Promise<CabinetAlbum> {
      return inTransaction(db, async (trx) => {
        const album = await locked(trx, id);
        if (body.version === undefined) throw field('version', 'required');
        if (body.version !== album.version || !(await repo.updateAlbum(trx, id, body.version, albumValues(body))))
          return stale(trx, id);
        return read(trx, id);
      });
    },

    async remove(id: number): Promise<{ id: number }> {
      return inTransaction(db, async (trx, tx) => {
        await locked(trx, id);
        const photos = await repo.photosOf(trx, id);
        await repo.deleteAlbum(trx, id);
        const files = (await Promise.all(photos.map((p) => forgetPicture(trx, p.path)))).flat();
        tx.afterCommit(() => deleteFiles(storage, files));
        return { id };
      });
    },

    async addPhoto(albumId: number, file: AcceptedFile): Promise<CabinetAlbumPhoto> {
      if (!(await repo.findAlbum(db, albumId))) throw new AppError('not_found');
      const stored = await storePicture(db, storage, file, clock());
      try {
        return await inTransaction(db, async (trx) => {
          await locked(trx, albumId);
          return toPhoto(await repo.insertPhoto(trx, albumId, stored.path), stored.row);
        });
      } catch (error) {
        await deleteFiles(storage, await forgetPicture(db, stored.path));
        throw error;
      }
    },

    async order(id: number, body: AlbumOrderBody): Promise<CabinetAlbum> {
      return inTransaction(db, async (trx) => {
        const album = await locked(trx, id);
        if (body.version !== album.version) return stale(trx, id);
        const photos = await repo.photosOf(trx, id);
        const known = new Set(photos.map((p) => p.id));
        if (
          body.photo_ids.length !== photos.length ||
          new Set(body.photo_ids).size !== photos.length ||
          body.photo_ids.some((p) => !known.has(p))
        )
          return stale(trx, id);
        const cover = body.cover_id ? photos.find((p) => p.id === body.cover_id) : null;
        if (body.cover_id && !cover) throw field('cover_id', 'one_of');
        await repo.setPhotoSort(trx, id, body.photo_ids);
        await repo.updateAlbum(trx, id, body.version, { cover_image: cover?.path ?? null });
        return read(trx, id);
      });
    },

    async caption(albumId: number, photoId: number, body: PhotoCaptionBody): Promise<CabinetAlbumPhoto> {
      const row = await repo.captionPhoto(db, albumId, photoId, {
        caption_kk: clean(body.caption_kk),
        caption_ru: clean(body.caption_ru),
        caption_en: clean(body.caption_en),
      });
      if (!row) throw new AppError('not_found');
      return toPhoto(row, (await variantsOf(db, [row.path])).get(row.path));
    },

    async removePhoto(albumId: number, photoId: number): Promise<CabinetAlbum> {
      return inTransaction(db, async (trx, tx) => {
        const album = await locked(trx, albumId);
        const photo = await repo.deletePhoto(trx, albumId, photoId);
        if (!photo) throw new AppError('not_found');
        if (album.cover_image === photo.path) await repo.setCover(trx, albumId, null);
        const files = await forgetPicture(trx, photo.path);
        tx.afterCommit(() => deleteFiles(storage, files));
        return read(trx, albumId);
      });
    },
  };
}

export type AlbumsService = ReturnType<typeof createAlbumsService>;
