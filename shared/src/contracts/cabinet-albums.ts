// Photo albums of the content area (super_admin, media_manager): an album's titles, day and
// match; its photos uploaded one request each (so a phone shows each one's progress and retries
// only the one that failed), re-encoded into responsive copies without metadata; captions in
// three languages; order and cover set together under the album's version (ADR 0263).
import { array, assign, type Infer, integer, nullable, object, optional, size, string, type } from 'superstruct';
import { paginatedEnvelope } from './common';
import { AlbumName, Picture } from './content';
import { successEnvelope } from './envelope';
import { dateText, fromQuery, id, int, isoDate, translatedText, translatedValues } from './fields';
import { listQuery } from './list-query';

/** Photos one album may hold. */
export const ALBUM_PHOTOS_MAX = 500;

export const AlbumParams = object({ id: fromQuery(id()) });
export type AlbumParams = Infer<typeof AlbumParams>;
export const AlbumPhotoParams = object({ id: fromQuery(id()), photo_id: fromQuery(id()) });
export type AlbumPhotoParams = Infer<typeof AlbumPhotoParams>;

export const AlbumsQuery = listQuery({ sort: ['date', 'title'] });
export type AlbumsQuery = Infer<typeof AlbumsQuery>;

export const AlbumBody = object({
  ...translatedText('title', { required: true, max: 255 }),
  /** The day of the album ('YYYY-MM-DD'). */
  date: isoDate(),
  match_id: optional(nullable(id())),
  tournament_id: optional(nullable(id())),
  /** Required when saving an existing album. */
  version: optional(int({ min: 1 })),
});
export type AlbumBody = Infer<typeof AlbumBody>;

/** The photos in their new order and the cover among them, under the album's version. */
export const AlbumOrderBody = object({
  photo_ids: size(array(id()), 0, ALBUM_PHOTOS_MAX),
  cover_id: optional(nullable(id())),
  version: int({ min: 1 }),
});
export type AlbumOrderBody = Infer<typeof AlbumOrderBody>;

export const PhotoCaptionBody = object(translatedText('caption', { max: 500 }));
export type PhotoCaptionBody = Infer<typeof PhotoCaptionBody>;

export const CabinetAlbumPhoto = type({
  id: integer(),
  path: string(),
  picture: nullable(Picture),
  ...translatedValues('caption'),
});
export type CabinetAlbumPhoto = Infer<typeof CabinetAlbumPhoto>;
export const CabinetAlbumPhotoResponse = successEnvelope(CabinetAlbumPhoto);
export type CabinetAlbumPhotoResponse = Infer<typeof CabinetAlbumPhotoResponse>;

export const CabinetAlbumListItem = assign(AlbumName, type({ photos_count: integer(), cover: nullable(Picture) }));
export type CabinetAlbumListItem = Infer<typeof CabinetAlbumListItem>;
export const CabinetAlbumsResponse = paginatedEnvelope(CabinetAlbumListItem);
export type CabinetAlbumsResponse = Infer<typeof CabinetAlbumsResponse>;

export const CabinetAlbum = type({
  id: integer(),
  slug: string(),
  version: integer(),
  ...translatedValues('title', { required: true }),
  date: dateText(),
  match_id: nullable(integer()),
  tournament_id: nullable(integer()),
  /** The cover photo's id (null: the first photo). */
  cover_id: nullable(integer()),
  photos: array(CabinetAlbumPhoto),
  public_path: string(),
});
export type CabinetAlbum = Infer<typeof CabinetAlbum>;
export const CabinetAlbumResponse = successEnvelope(CabinetAlbum);
export type CabinetAlbumResponse = Infer<typeof CabinetAlbumResponse>;
