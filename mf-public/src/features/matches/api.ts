// Calls of the matches pages; each answer is checked against its contract.
import {
  getJson,
  HandbookResponse,
  MatchDetailResponse,
  MatchesResponse,
  MatchMediaResponse,
  MatchNewsResponse,
  MatchProtocolResponse,
  MatchSquadsResponse,
  MatchStatisticsResponse,
} from '@league/shared';

type Signal = { signal: AbortSignal };

export interface MatchesFilter {
  page?: number;
  tournament_id?: string;
  team_id?: string;
  status?: string;
}

export const fetchMatches = (filter: MatchesFilter, { signal }: Signal) => getJson('/matches', MatchesResponse, { signal, params: { per_page: 20, ...filter } });
export const fetchTournamentsHandbook = ({ signal }: Signal) => getJson('/handbook/tournament', HandbookResponse, { signal });
export const fetchTeamsHandbook = (tournamentId: string | undefined, { signal }: Signal) =>
  getJson('/handbook/team', HandbookResponse, { signal, params: { tournament_id: tournamentId } });

export const fetchMatch = (id: string, { signal }: Signal) => getJson(`/matches/${id}`, MatchDetailResponse, { signal });
export const fetchProtocol = (id: string, { signal }: Signal) => getJson(`/matches/${id}/protocol`, MatchProtocolResponse, { signal });
export const fetchSquads = (id: string, { signal }: Signal) => getJson(`/matches/${id}/protocol/squads`, MatchSquadsResponse, { signal });
export const fetchStatistics = (id: string, { signal }: Signal) => getJson(`/matches/${id}/statistics`, MatchStatisticsResponse, { signal });
export const fetchMedia = (id: string, { signal }: Signal) => getJson(`/matches/${id}/media`, MatchMediaResponse, { signal });
export const fetchNews = (id: string, { signal }: Signal) => getJson(`/matches/${id}/news`, MatchNewsResponse, { signal });
