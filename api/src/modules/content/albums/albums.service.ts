// Photo albums of the content area (ADR 0263): the list, one album, its titles saved under its
// version, photos added one per request (copies made before the transaction; the album's row
// locked while the photo takes its place at the end), captions, order and cover together under
// the version, and removal — of a photo or a whole album — with every file once the row is gone.
// The use cases are in reads.ts, writes.ts and photos.ts; this is the service the routes call.
import { bindDeps } from '../../../lib/bind-deps';
import type { AlbumsDeps } from './deps';
import * as photos from './photos';
import * as reads from './reads';
import * as writes from './writes';

export type { AlbumsDeps } from './deps';

export function createAlbumsService(deps: AlbumsDeps) {
  return {
    ...bindDeps(deps, {
      list: reads.listAlbums,
      create: writes.createAlbum,
      update: writes.updateAlbum,
      remove: writes.removeAlbum,
      addPhoto: photos.addPhoto,
      order: photos.orderPhotos,
      caption: photos.captionPhoto,
      removePhoto: photos.removePhoto,
    }),
    detail: (id: number) => reads.readAlbum(deps.db, id),
  };
}

export type AlbumsService = ReturnType<typeof createAlbumsService>;
