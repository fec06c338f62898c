import { callEndpoint, endpoints } from '@league/shared';

export const REFEREES_PER_PAGE = 24;
export const fetchReferees = (page: number, signal: AbortSignal) =>
  callEndpoint(endpoints.referees.list, { query: { page, per_page: REFEREES_PER_PAGE } }, { signal });
export const fetchReferee = (slug: string, signal: AbortSignal) => callEndpoint(endpoints.referees.detail, { params: { id: slug } }, { signal });
