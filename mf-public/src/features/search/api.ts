import { callEndpoint, endpoints } from '@league/shared';

export const fetchSearch = (q: string, signal: AbortSignal) => callEndpoint(endpoints.search.search, { query: { q } }, { signal });
