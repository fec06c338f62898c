import { getJson, JudgesResponse, RefereeDetailResponse } from '@league/shared';

export const REFEREES_PER_PAGE = 24;
export const fetchReferees = (page: number, signal: AbortSignal) => getJson('/judges', JudgesResponse, { params: { page, per_page: REFEREES_PER_PAGE }, signal });
export const fetchReferee = (slug: string, signal: AbortSignal) => getJson(`/judges/${encodeURIComponent(slug)}`, RefereeDetailResponse, { signal });
