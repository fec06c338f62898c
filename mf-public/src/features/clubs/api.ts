import { ClubDetailResponse, ClubsResponse, getJson } from '@league/shared';

export const CLUBS_PER_PAGE = 24;
export const fetchClubs = (params: { page: number; archived?: '1' }, signal: AbortSignal) =>
  getJson('/clubs', ClubsResponse, { params: { ...params, per_page: CLUBS_PER_PAGE }, signal });
export const fetchClub = (slug: string, signal: AbortSignal) => getJson(`/clubs/${encodeURIComponent(slug)}`, ClubDetailResponse, { signal });
