import { getJson, TournamentsListResponse } from '@league/shared';

export const fetchTournamentsList = (signal: AbortSignal) => getJson('/tournaments-list', TournamentsListResponse, { signal });
