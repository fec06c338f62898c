import {
  CheckUnsubmittedResponse,
  CoachesResponse,
  getJson,
  SquadResponse,
  StaffDetailResponse,
  TeamDetailResponse,
  TeamMatchesResponse,
  UnsubmittedResponse,
} from '@league/shared';

export const fetchTeam = (slug: string, signal: AbortSignal) => getJson(`/teams/${encodeURIComponent(slug)}`, TeamDetailResponse, { signal });
export const fetchSquad = (teamId: number, signal: AbortSignal) => getJson(`/teams/${teamId}/squad`, SquadResponse, { signal });
export const fetchTeamMatches = (teamId: number, tournamentId: number | undefined, signal: AbortSignal) =>
  getJson(`/teams/${teamId}/matches`, TeamMatchesResponse, { params: { tournament_id: tournamentId }, signal });
export const fetchCoaches = (teamId: number, signal: AbortSignal) => getJson('/coaches', CoachesResponse, { params: { team_id: teamId }, signal });
export const fetchStaff = (slug: string, signal: AbortSignal) => getJson(`/coaches/${encodeURIComponent(slug)}`, StaffDetailResponse, { signal });
export const fetchUnsubmitted = (teamId: number, signal: AbortSignal) =>
  getJson('/squad/unsubmitted', UnsubmittedResponse, { params: { team_id: teamId }, signal });
export const fetchCheckUnsubmitted = (teamId: number, signal: AbortSignal) =>
  getJson('/squad/check-unsubmitted', CheckUnsubmittedResponse, { params: { team_id: teamId }, signal });
