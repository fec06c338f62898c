import { getJson, MediaAlbumResponse, MediaListResponse } from '@league/shared';

export const ALBUMS_PER_PAGE = 12;

export const fetchAlbums = (page: number, signal: AbortSignal) =>
  getJson('/media', MediaListResponse, { params: { page, per_page: ALBUMS_PER_PAGE }, signal });
export const fetchAlbum = (slug: string, signal: AbortSignal) => getJson(`/media/${encodeURIComponent(slug)}`, MediaAlbumResponse, { signal });
