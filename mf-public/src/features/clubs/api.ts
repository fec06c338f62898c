import { callEndpoint, endpoints } from '@league/shared';

export const CLUBS_PER_PAGE = 24;
export const fetchClubs = (params: { page: number; archived?: '1' }, signal: AbortSignal) =>
  callEndpoint(endpoints.clubs.list, { query: { ...params, per_page: CLUBS_PER_PAGE } }, { signal });
export const fetchClub = (slug: string, signal: AbortSignal) => callEndpoint(endpoints.clubs.bySlug, { params: { slug } }, { signal });
