// Public match reads: the nearest and paginated lists, and the match page. The cabinet's match
// endpoints are matches-cabinet.ts; `matches` of the full list (index.ts) holds both.
import {
  IdParams,
  MatchesQuery,
  MatchesResponse,
  NearestMatchesQuery,
  NearestMatchesResponse,
} from '../contracts/league';
import {
  MatchDetailResponse,
  MatchMediaResponse,
  MatchNewsResponse,
  MatchProtocolResponse,
  MatchSquadsResponse,
  MatchStatisticsResponse,
} from '../contracts/match';
import { endpoint } from './define';

const tag = 'matches';

export const nearest = endpoint({
  id: 'matches.nearest',
  method: 'GET',
  path: '/nearest-matches',
  summary: 'The next and the last matches',
  tag,
  access: 'public',
  query: NearestMatchesQuery,
  response: NearestMatchesResponse,
  cacheable: true,
});

export const list = endpoint({
  id: 'matches.list',
  method: 'GET',
  path: '/matches',
  summary: 'Matches, paginated, filtered by tournament, team, season and status',
  tag,
  access: 'public',
  query: MatchesQuery,
  response: MatchesResponse,
  cacheable: true,
});

export const detail = endpoint({
  id: 'matches.detail',
  method: 'GET',
  path: '/matches/:id',
  summary: 'One match',
  tag,
  access: 'public',
  params: IdParams,
  response: MatchDetailResponse,
  cacheable: true,
});

export const protocol = endpoint({
  id: 'matches.protocol',
  method: 'GET',
  path: '/matches/:id/protocol',
  summary: 'The events of a match',
  tag,
  access: 'public',
  params: IdParams,
  response: MatchProtocolResponse,
  cacheable: true,
});

export const squads = endpoint({
  id: 'matches.squads',
  method: 'GET',
  path: '/matches/:id/protocol/squads',
  summary: 'The squads of both teams in a match',
  tag,
  access: 'public',
  params: IdParams,
  response: MatchSquadsResponse,
  cacheable: true,
});

export const statistics = endpoint({
  id: 'matches.statistics',
  method: 'GET',
  path: '/matches/:id/statistics',
  summary: 'The statistics of a match, host against guest',
  tag,
  access: 'public',
  params: IdParams,
  response: MatchStatisticsResponse,
  cacheable: true,
});

export const media = endpoint({
  id: 'matches.media',
  method: 'GET',
  path: '/matches/:id/media',
  summary: 'The photos and videos of a match',
  tag,
  access: 'public',
  params: IdParams,
  response: MatchMediaResponse,
  cacheable: true,
});

export const news = endpoint({
  id: 'matches.news',
  method: 'GET',
  path: '/matches/:id/news',
  summary: 'The news about a match',
  tag,
  access: 'public',
  params: IdParams,
  response: MatchNewsResponse,
  cacheable: true,
});
