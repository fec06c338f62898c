// Calls of the tournament page (one per tab), through the endpoint objects; each answer is
// checked against its contract. Ids come from the URL as digits.
import { callEndpoint, endpoints } from '@league/shared';

type Signal = { signal: AbortSignal };
const { standings } = endpoints;
const optionalId = (value?: string) => (value === undefined ? undefined : Number(value));

export const fetchTournamentPage = (id: string, { signal }: Signal) => callEndpoint(standings.tournamentPage, { params: { id: Number(id) } }, { signal });
export const fetchTable = (id: string, range: { from_tour_id?: string; to_tour_id?: string }, { signal }: Signal) =>
  callEndpoint(
    standings.table,
    { params: { id: Number(id) }, query: { from_tour_id: optionalId(range.from_tour_id), to_tour_id: optionalId(range.to_tour_id) } },
    { signal },
  );
export const fetchForm = (id: string, { signal }: Signal) => callEndpoint(standings.form, { params: { id: Number(id) } }, { signal });
export const fetchScorers = (id: string, { signal }: Signal) => callEndpoint(standings.scorers, { params: { id: Number(id) } }, { signal });
export const fetchAssistants = (id: string, { signal }: Signal) => callEndpoint(standings.assistants, { params: { id: Number(id) } }, { signal });
export const fetchDisqualifications = (id: string, { signal }: Signal) => callEndpoint(standings.disqualifications, { params: { id: Number(id) } }, { signal });
export const fetchCheckerboard = (id: string, { signal }: Signal) => callEndpoint(standings.checkerboard, { params: { id: Number(id) } }, { signal });
export const fetchCalendar = (id: string, { signal }: Signal) => callEndpoint(standings.calendar, { query: { tournament_id: Number(id) } }, { signal });
