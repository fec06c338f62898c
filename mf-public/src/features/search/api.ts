import { getJson, SearchResponse } from '@league/shared';

export const fetchSearch = (q: string, signal: AbortSignal) => getJson('/search', SearchResponse, { params: { q }, signal });
