// The one call of the tournament team application page; the answer is checked against its contract.
import { getJson, TournamentTeamApplicationResponse } from '@league/shared';

export const fetchTeamApplication = (tournamentId: string, teamSlug: string, signal: AbortSignal) =>
  getJson(`/tournaments/${encodeURIComponent(tournamentId)}/teams/${encodeURIComponent(teamSlug)}/application`, TournamentTeamApplicationResponse, { signal });
