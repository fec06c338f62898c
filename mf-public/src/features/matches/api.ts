// Calls of the matches pages, through the endpoint objects; each answer is checked against its
// contract. Ids come from the URL as digits.
import { callEndpoint, endpoints, type MatchStatus } from '@league/shared';

type Signal = { signal: AbortSignal };
const { matches, handbooks } = endpoints;
const optionalId = (value?: string) => (value === undefined ? undefined : Number(value));

export interface MatchesFilter {
  page?: number;
  tournament_id?: string;
  team_id?: string;
  status?: MatchStatus;
}

export const fetchMatches = ({ page, tournament_id, team_id, status }: MatchesFilter, { signal }: Signal) =>
  callEndpoint(matches.list, { query: { per_page: 20, page, tournament_id: optionalId(tournament_id), team_id: optionalId(team_id), status } }, { signal });
export const fetchTournamentsHandbook = ({ signal }: Signal) => callEndpoint(handbooks.list, { params: { name: 'tournament' } }, { signal });
export const fetchTeamsHandbook = (tournamentId: string | undefined, { signal }: Signal) =>
  callEndpoint(handbooks.list, { params: { name: 'team' }, query: { tournament_id: optionalId(tournamentId) } }, { signal });

export const fetchMatch = (id: string, { signal }: Signal) => callEndpoint(matches.detail, { params: { id: Number(id) } }, { signal });
export const fetchProtocol = (id: string, { signal }: Signal) => callEndpoint(matches.protocol, { params: { id: Number(id) } }, { signal });
export const fetchSquads = (id: string, { signal }: Signal) => callEndpoint(matches.squads, { params: { id: Number(id) } }, { signal });
export const fetchStatistics = (id: string, { signal }: Signal) => callEndpoint(matches.statistics, { params: { id: Number(id) } }, { signal });
export const fetchMedia = (id: string, { signal }: Signal) => callEndpoint(matches.media, { params: { id: Number(id) } }, { signal });
export const fetchNews = (id: string, { signal }: Signal) => callEndpoint(matches.news, { params: { id: Number(id) } }, { signal });
