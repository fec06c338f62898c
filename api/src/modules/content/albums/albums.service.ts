// Photo albums of the content area (ADR 0263): the list, one album, its titles saved under its
// version, photos added one per request (copies made before the transaction; the album's row
// locked while the photo takes its place at the end), captions, order and cover together under
// the version, and removal — of a photo or a whole album — with every file once the row is gone.
// The use cases are in reads.ts, writes.ts and photos.ts; this is the service the routes call.
import type { AlbumBody, AlbumOrderBody, AlbumsQuery, Language, PhotoCaptionBody } from '@league/shared/contracts';
import type { AcceptedFile } from '../../../storage/upload';
import type { AlbumsDeps } from './deps';
import * as photos from './photos';
import * as reads from './reads';
import * as writes from './writes';

export type { AlbumsDeps } from './deps';

export function createAlbumsService(deps: AlbumsDeps) {
  return {
    detail: (id: number) => reads.readAlbum(deps.db, id),
    list: (language: Language, query: AlbumsQuery) => reads.listAlbums(deps, language, query),
    create: (body: AlbumBody) => writes.createAlbum(deps, body),
    update: (id: number, body: AlbumBody) => writes.updateAlbum(deps, id, body),
    remove: (id: number) => writes.removeAlbum(deps, id),
    addPhoto: (albumId: number, file: AcceptedFile) => photos.addPhoto(deps, albumId, file),
    order: (id: number, body: AlbumOrderBody) => photos.orderPhotos(deps, id, body),
    caption: (albumId: number, photoId: number, body: PhotoCaptionBody) =>
      photos.captionPhoto(deps, albumId, photoId, body),
    removePhoto: (albumId: number, photoId: number) => photos.removePhoto(deps, albumId, photoId),
  };
}

export type AlbumsService = ReturnType<typeof createAlbumsService>;
