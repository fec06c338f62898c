import { callEndpoint, endpoints } from '@league/shared';

export const ALBUMS_PER_PAGE = 12;

export const fetchAlbums = (page: number, signal: AbortSignal) =>
  callEndpoint(endpoints.content.media, { query: { page, per_page: ALBUMS_PER_PAGE } }, { signal });
export const fetchAlbum = (slug: string, signal: AbortSignal) => callEndpoint(endpoints.content.album, { params: { slug } }, { signal });
