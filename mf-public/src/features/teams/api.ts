import { getJson, TeamsListResponse } from '@league/shared';

export const fetchTeams = (params: { season_id?: number; tournament_id?: number }, signal: AbortSignal) =>
  getJson('/teams', TeamsListResponse, { params, signal });
