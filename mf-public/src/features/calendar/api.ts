import { CalendarResponse, getJson, HandbookResponse, MainTournamentResponse } from '@league/shared';

type Signal = { signal: AbortSignal };

export const fetchSeasonCalendar = (tournamentId: string | undefined, { signal }: Signal) =>
  getJson('/calendar/matches', CalendarResponse, { signal, params: { tournament_id: tournamentId } });
export const fetchTournaments = ({ signal }: Signal) => getJson('/handbook/tournament', HandbookResponse, { signal });
export const fetchMainTournament = ({ signal }: Signal) => getJson('/handbook/main-tournament', MainTournamentResponse, { signal });
