// The cabinet's album writes: create (a free slug from the title), titles saved under the version,
// and removal of a whole album with every photo's files once the row is gone.
import type { AlbumBody, CabinetAlbum } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import { insertWithFreeSlug, slugFrom } from '../../../lib/slug';
import { deleteFiles, forgetPicture } from '../pictures/pictures.service';
import * as repo from './albums.repository';
import type { AlbumsDeps } from './deps';
import { readAlbum, stale } from './reads';
import { orNull } from '../../../lib/text';

export const field = (name: string, rule: string) =>
  new AppError('validation_failed', { fields: { [name]: [{ rule }] } });

function albumValues(body: AlbumBody): repo.AlbumValues {
  return {
    title_kk: body.title_kk.trim(),
    title_ru: orNull(body.title_ru),
    title_en: orNull(body.title_en),
    date: body.date,
    match_id: body.match_id ?? null,
    tournament_id: body.tournament_id ?? null,
  };
}

/** Locks the album (a photo takes its place at the end one after another); 404 when gone. */
export async function locked(trx: Executor, id: number): Promise<repo.AlbumRow> {
  const album = await repo.findAlbum(trx, id, true);
  if (!album) throw new AppError('not_found');
  return album;
}

export async function createAlbum({ db }: AlbumsDeps, body: AlbumBody): Promise<CabinetAlbum> {
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
  return readAlbum(db, id);
}

export async function updateAlbum({ db }: AlbumsDeps, id: number, body: AlbumBody): Promise<CabinetAlbum> {
  return inTransaction(db, async (trx) => {
    const album = await locked(trx, id);
    if (body.version === undefined) throw field('version', 'required');
    if (body.version !== album.version || !(await repo.updateAlbum(trx, id, body.version, albumValues(body))))
      return stale(trx, id);
    return readAlbum(trx, id);
  });
}

export async function removeAlbum({ db, storage }: AlbumsDeps, id: number): Promise<{ id: number }> {
  return inTransaction(db, async (trx, tx) => {
    await locked(trx, id);
    const photos = await repo.photosOf(trx, id);
    await repo.deleteAlbum(trx, id);
    const files = (await Promise.all(photos.map((p) => forgetPicture(trx, p.path)))).flat();
    tx.afterCommit(() => deleteFiles(storage, files));
    return { id };
  });
}
