import { callEndpoint, endpoints } from '@league/shared';

export const fetchTeam = (slug: string, signal: AbortSignal) => callEndpoint(endpoints.teams.bySlug, { params: { slug } }, { signal });
export const fetchSquad = (teamId: number, signal: AbortSignal) => callEndpoint(endpoints.teams.squad, { params: { id: teamId } }, { signal });
export const fetchTeamMatches = (teamId: number, tournamentId: number | undefined, signal: AbortSignal) =>
  callEndpoint(endpoints.teams.matches, { params: { id: teamId }, query: { tournament_id: tournamentId } }, { signal });
export const fetchCoaches = (teamId: number, signal: AbortSignal) => callEndpoint(endpoints.staff.ofTeam, { query: { team_id: teamId } }, { signal });
export const fetchStaff = (slug: string, signal: AbortSignal) => callEndpoint(endpoints.staff.bySlug, { params: { slug } }, { signal });
export const fetchUnsubmitted = (teamId: number, signal: AbortSignal) =>
  callEndpoint(endpoints.applications.unsubmitted, { query: { team_id: teamId } }, { signal });
export const fetchCheckUnsubmitted = (teamId: number, signal: AbortSignal) =>
  callEndpoint(endpoints.applications.checkUnsubmitted, { query: { team_id: teamId } }, { signal });
