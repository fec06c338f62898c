// An album's photos in the cabinet: added one per request (copies made before the transaction;
// the album's row locked while the photo takes its place at the end), captions, order and cover
// together under the version, and removal of a photo with its files once the row is gone.
import type { AlbumOrderBody, CabinetAlbum, CabinetAlbumPhoto, PhotoCaptionBody } from '@league/shared/contracts';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import type { AcceptedFile } from '../../../storage/upload';
import { variantsOf } from '../pictures/pictures.repository';
import { deleteFiles, forgetPicture, storePicture } from '../pictures/pictures.service';
import * as repo from './albums.repository';
import type { AlbumsDeps } from './deps';
import { readAlbum, stale, toPhoto } from './reads';
import { orNull } from '../../../lib/text';
import { field, locked } from './writes';

export async function addPhoto(
  { db, clock, storage }: AlbumsDeps,
  albumId: number,
  file: AcceptedFile,
): Promise<CabinetAlbumPhoto> {
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
}

export async function orderPhotos({ db }: AlbumsDeps, id: number, body: AlbumOrderBody): Promise<CabinetAlbum> {
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
    return readAlbum(trx, id);
  });
}

export async function captionPhoto(
  { db }: AlbumsDeps,
  albumId: number,
  photoId: number,
  body: PhotoCaptionBody,
): Promise<CabinetAlbumPhoto> {
  const row = await repo.captionPhoto(db, albumId, photoId, {
    caption_kk: orNull(body.caption_kk),
    caption_ru: orNull(body.caption_ru),
    caption_en: orNull(body.caption_en),
  });
  if (!row) throw new AppError('not_found');
  return toPhoto(row, (await variantsOf(db, [row.path])).get(row.path));
}

export async function removePhoto(
  { db, storage }: AlbumsDeps,
  albumId: number,
  photoId: number,
): Promise<CabinetAlbum> {
  return inTransaction(db, async (trx, tx) => {
    const album = await locked(trx, albumId);
    const photo = await repo.deletePhoto(trx, albumId, photoId);
    if (!photo) throw new AppError('not_found');
    if (album.cover_image === photo.path) await repo.setCover(trx, albumId, null);
    const files = await forgetPicture(trx, photo.path);
    tx.afterCommit(() => deleteFiles(storage, files));
    return readAlbum(trx, albumId);
  });
}
