// Calls of the tournament page (one per tab); each answer is checked against its contract.
import {
  AssistantsResponse,
  CalendarResponse,
  CheckerboardResponse,
  DisqualificationsResponse,
  getJson,
  ScorersResponse,
  TournamentFormResponse,
  TournamentPageResponse,
  TournamentTableResponse,
} from '@league/shared';

type Signal = { signal: AbortSignal };

export const fetchTournamentPage = (id: string, { signal }: Signal) => getJson(`/tournament-page/tournament/${id}`, TournamentPageResponse, { signal });
export const fetchTable = (id: string, range: { from_tour_id?: string; to_tour_id?: string }, { signal }: Signal) =>
  getJson(`/tournaments/${id}/table`, TournamentTableResponse, { signal, params: range });
export const fetchForm = (id: string, { signal }: Signal) => getJson(`/tournaments/${id}/form`, TournamentFormResponse, { signal });
export const fetchScorers = (id: string, { signal }: Signal) => getJson(`/tournaments/${id}/scorers`, ScorersResponse, { signal });
export const fetchAssistants = (id: string, { signal }: Signal) => getJson(`/tournaments/${id}/assistants`, AssistantsResponse, { signal });
export const fetchDisqualifications = (id: string, { signal }: Signal) => getJson(`/tournaments/${id}/disqualifications`, DisqualificationsResponse, { signal });
export const fetchCheckerboard = (id: string, { signal }: Signal) => getJson(`/tournaments/${id}/checkerboard`, CheckerboardResponse, { signal });
export const fetchCalendar = (id: string, { signal }: Signal) => getJson('/calendar/matches', CalendarResponse, { signal, params: { tournament_id: id } });
