import {
  getJson,
  PlayerMatchesResponse,
  PlayerProfileResponse,
  PlayersResponse,
  PlayerStatisticsResponse,
  PlayerTournamentsResponse,
  type PlayersQuery,
} from '@league/shared';

export const PLAYERS_PER_PAGE = 24;
export const PLAYER_MATCHES_PER_PAGE = 10;

export const fetchPlayers = (params: PlayersQuery, signal: AbortSignal) =>
  getJson('/players', PlayersResponse, { params: { ...params, per_page: PLAYERS_PER_PAGE }, signal });
const base = (slug: string) => `/squad/player/${encodeURIComponent(slug)}`;
export const fetchPlayer = (slug: string, signal: AbortSignal) => getJson(base(slug), PlayerProfileResponse, { signal });
export const fetchPlayerStatistics = (slug: string, signal: AbortSignal) => getJson(`${base(slug)}/statistics`, PlayerStatisticsResponse, { signal });
export const fetchPlayerMatches = (slug: string, page: number, signal: AbortSignal) =>
  getJson(`${base(slug)}/matches`, PlayerMatchesResponse, { params: { page, per_page: PLAYER_MATCHES_PER_PAGE }, signal });
export const fetchPlayerTournaments = (slug: string, signal: AbortSignal) => getJson(`${base(slug)}/tournaments`, PlayerTournamentsResponse, { signal });
