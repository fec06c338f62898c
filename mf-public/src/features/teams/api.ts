import { callEndpoint, endpoints } from '@league/shared';

export const fetchTeams = (params: { season_id?: number; tournament_id?: number }, signal: AbortSignal) =>
  callEndpoint(endpoints.teams.list, { query: params }, { signal });
