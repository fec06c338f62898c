import { callEndpoint, endpoints, type PlayersQuery } from '@league/shared';

export const PLAYERS_PER_PAGE = 24;
export const PLAYER_MATCHES_PER_PAGE = 10;

export const fetchPlayers = (params: PlayersQuery, signal: AbortSignal) =>
  callEndpoint(endpoints.players.list, { query: { ...params, per_page: PLAYERS_PER_PAGE } }, { signal });
export const fetchPlayer = (slug: string, signal: AbortSignal) => callEndpoint(endpoints.players.profile, { params: { slug } }, { signal });
export const fetchPlayerStatistics = (slug: string, signal: AbortSignal) => callEndpoint(endpoints.players.statistics, { params: { slug } }, { signal });
export const fetchPlayerMatches = (slug: string, page: number, signal: AbortSignal) =>
  callEndpoint(endpoints.players.matches, { params: { slug }, query: { page, per_page: PLAYER_MATCHES_PER_PAGE } }, { signal });
export const fetchPlayerTournaments = (slug: string, signal: AbortSignal) => callEndpoint(endpoints.players.tournaments, { params: { slug } }, { signal });
