// The cabinet's album reads: the paged list with covers, one album with its photos in order, and
// the 409 that answers a stale version with the album as it is now.
import type {
  AlbumsQuery,
  CabinetAlbum,
  CabinetAlbumListItem,
  CabinetAlbumPhoto,
  Language,
} from '@league/shared/contracts';
import { parseSort } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { pick } from '../../../db/localized';
import { AppError } from '../../../lib/errors';
import { pageWindow } from '../../../lib/pagination';
import { pictureOf, type VariantRow } from '../pictures/picture';
import { variantsOf } from '../pictures/pictures.repository';
import * as repo from './albums.repository';
import type { AlbumsDeps } from './deps';

export const toPhoto = (row: repo.PhotoRow, variant: VariantRow | undefined): CabinetAlbumPhoto => ({
  id: row.id,
  path: row.path,
  picture: pictureOf(variant),
  caption_kk: row.caption_kk,
  caption_ru: row.caption_ru,
  caption_en: row.caption_en,
});

export async function readAlbum(executor: Executor, id: number): Promise<CabinetAlbum> {
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

export const stale = async (executor: Executor, id: number): Promise<never> => {
  throw new AppError('conflict', { data: { current: await readAlbum(executor, id) } });
};

export async function listAlbums({ db }: AlbumsDeps, language: Language, query: AlbumsQuery) {
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
}
