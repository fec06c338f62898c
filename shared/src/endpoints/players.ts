// Public player pages: the list, a profile with its statistics, matches and tournaments, and
// the top scorer.
import {
  PeoplePageQuery,
  PeopleSlugPath,
  PlayerMatchesResponse,
  PlayerProfileResponse,
  PlayersQuery,
  PlayersResponse,
  PlayerStatisticsResponse,
  PlayerTournamentsResponse,
  ScorerQuery,
  TopScorerResponse,
} from '../contracts/people';
import { endpoint } from './define';

const tag = 'players';

export const list = endpoint({
  id: 'players.list',
  method: 'GET',
  path: '/players',
  summary: 'Players, filtered and paginated',
  tag,
  access: 'public',
  query: PlayersQuery,
  response: PlayersResponse,
  cacheable: true,
});

export const profile = endpoint({
  id: 'players.profile',
  method: 'GET',
  path: '/squad/player/:slug',
  summary: "A player's profile (404 for a slug that names no player)",
  tag,
  access: 'public',
  params: PeopleSlugPath,
  response: PlayerProfileResponse,
  cacheable: true,
});

export const statistics = endpoint({
  id: 'players.statistics',
  method: 'GET',
  path: '/squad/player/:slug/statistics',
  summary: "A player's statistics per tournament",
  tag,
  access: 'public',
  params: PeopleSlugPath,
  response: PlayerStatisticsResponse,
  cacheable: true,
});

export const matches = endpoint({
  id: 'players.matches',
  method: 'GET',
  path: '/squad/player/:slug/matches',
  summary: "A player's matches, newest first, paginated",
  tag,
  access: 'public',
  params: PeopleSlugPath,
  query: PeoplePageQuery,
  response: PlayerMatchesResponse,
  cacheable: true,
});

export const tournaments = endpoint({
  id: 'players.tournaments',
  method: 'GET',
  path: '/squad/player/:slug/tournaments',
  summary: 'The tournaments a player took part in',
  tag,
  access: 'public',
  params: PeopleSlugPath,
  response: PlayerTournamentsResponse,
  cacheable: true,
});

export const topScorer = endpoint({
  id: 'players.topScorer',
  method: 'GET',
  path: '/scorer',
  summary: 'The top scorer of a tournament (the main one by default), or null',
  tag,
  access: 'public',
  query: ScorerQuery,
  response: TopScorerResponse,
  cacheable: true,
});
