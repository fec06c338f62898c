import { callEndpoint, endpoints } from '@league/shared';

export const fetchTournamentsList = (signal: AbortSignal) => callEndpoint(endpoints.tournaments.list, {}, { signal });
