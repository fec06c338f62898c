// The one call of the tournament team application page; the answer is checked against its contract.
import { callEndpoint, endpoints } from '@league/shared';

/** `tournamentId` comes from the page address; one that is not a number is refused by the API (422). */
export const fetchTeamApplication = (tournamentId: string, teamSlug: string, signal: AbortSignal) =>
  callEndpoint(endpoints.applications.teamApplication, { params: { id: Number(tournamentId), team_slug: teamSlug } }, { signal });
