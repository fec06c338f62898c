// Photo albums of the content area (policy `content`): list, create, read, save, delete; photos
// added one per request (multipart `file`), captioned, ordered with the cover, removed.
import {
  AlbumBody,
  AlbumOrderBody,
  AlbumParams,
  AlbumPhotoParams,
  AlbumsQuery,
  CabinetAlbumPhotoResponse,
  CabinetAlbumResponse,
  CabinetAlbumsResponse,
  PhotoCaptionBody,
} from '../contracts/cabinet-albums';
import { ArticleDeletedResponse, PictureUploadBody } from '../contracts/cabinet-content';
import { endpoint } from './define';

const base = { tag: 'content-cabinet', access: 'content' } as const;

export const albums = endpoint({
  ...base,
  id: 'albumsCabinet.list',
  method: 'GET',
  path: '/cabinet/content/albums',
  summary: 'Photo albums, newest day first, searchable by title',
  query: AlbumsQuery,
  response: CabinetAlbumsResponse,
});

export const createAlbum = endpoint({
  ...base,
  id: 'albumsCabinet.create',
  method: 'POST',
  path: '/cabinet/content/albums',
  summary: 'Creates an album (slug from the title)',
  body: AlbumBody,
  response: CabinetAlbumResponse,
});

export const album = endpoint({
  ...base,
  id: 'albumsCabinet.detail',
  method: 'GET',
  path: '/cabinet/content/albums/:id',
  summary: 'One album with its photos in order, their copies and captions',
  params: AlbumParams,
  response: CabinetAlbumResponse,
});

export const updateAlbum = endpoint({
  ...base,
  id: 'albumsCabinet.update',
  method: 'PUT',
  path: '/cabinet/content/albums/:id',
  summary: 'Saves an album’s titles, day and match (versioned: 409 with the current album)',
  params: AlbumParams,
  body: AlbumBody,
  response: CabinetAlbumResponse,
});

export const deleteAlbum = endpoint({
  ...base,
  id: 'albumsCabinet.delete',
  method: 'DELETE',
  path: '/cabinet/content/albums/:id',
  summary: 'Deletes an album with its photos and every file of them',
  params: AlbumParams,
  response: ArticleDeletedResponse,
});

export const addPhoto = endpoint({
  ...base,
  id: 'albumsCabinet.addPhoto',
  method: 'POST',
  path: '/cabinet/content/albums/:id/photos',
  summary:
    'Adds one photo at the end of the album (multipart field `file`, JPEG, PNG or WebP ≤ 20 MB; copies 320–1920 px in WebP and JPEG, no metadata)',
  params: AlbumParams,
  body: PictureUploadBody,
  bodyKind: 'multipart',
  response: CabinetAlbumPhotoResponse,
});

export const orderPhotos = endpoint({
  ...base,
  id: 'albumsCabinet.orderPhotos',
  method: 'PUT',
  path: '/cabinet/content/albums/:id/order',
  summary: 'Sets the order of the photos and the cover (every photo of the album once; versioned)',
  params: AlbumParams,
  body: AlbumOrderBody,
  response: CabinetAlbumResponse,
});

export const captionPhoto = endpoint({
  ...base,
  id: 'albumsCabinet.captionPhoto',
  method: 'PUT',
  path: '/cabinet/content/albums/:id/photos/:photo_id',
  summary: 'Saves a photo’s captions in kk, ru and en',
  params: AlbumPhotoParams,
  body: PhotoCaptionBody,
  response: CabinetAlbumPhotoResponse,
});

export const deletePhoto = endpoint({
  ...base,
  id: 'albumsCabinet.deletePhoto',
  method: 'DELETE',
  path: '/cabinet/content/albums/:id/photos/:photo_id',
  summary: 'Removes a photo and its files (the cover moves to the first photo)',
  params: AlbumPhotoParams,
  response: CabinetAlbumResponse,
});
