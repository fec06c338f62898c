import { callEndpoint, endpoints } from '@league/shared';

export const VIDEOS_PER_PAGE = 12;

export const fetchVideos = (params: { page: number; season_id?: number }, signal: AbortSignal) =>
  callEndpoint(endpoints.content.videos, { query: { ...params, per_page: VIDEOS_PER_PAGE } }, { signal });
