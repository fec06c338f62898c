import { RefereeMatchesResponse, getJson } from '@league/shared';

export const fetchRefereeMatches = (signal: AbortSignal) => getJson('/cabinet/matches', RefereeMatchesResponse, { signal });
