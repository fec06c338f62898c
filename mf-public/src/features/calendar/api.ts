// Calls of the season calendar, through the endpoint objects. The tournament id comes from the
// URL as digits.
import { callEndpoint, endpoints } from '@league/shared';

type Signal = { signal: AbortSignal };

export const fetchSeasonCalendar = (tournamentId: string | undefined, { signal }: Signal) =>
  callEndpoint(endpoints.standings.calendar, { query: { tournament_id: tournamentId === undefined ? undefined : Number(tournamentId) } }, { signal });
export const fetchTournaments = ({ signal }: Signal) => callEndpoint(endpoints.handbooks.list, { params: { name: 'tournament' } }, { signal });
export const fetchMainTournament = ({ signal }: Signal) => callEndpoint(endpoints.handbooks.mainTournament, {}, { signal });
