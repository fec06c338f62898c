// Public tournament reads: the list in buckets and one tournament. The cabinet's tournaments are
// tournaments-cabinet.ts; `tournaments` of the full list (index.ts) holds both.
import { IdParams, TournamentDetailResponse } from '../contracts/league';
import { TournamentsListQuery, TournamentsListResponse } from '../contracts/tournaments';
import { endpoint } from './define';

const tag = 'tournaments';

/** Answered without the public cache: the buckets move with the clock. */
export const list = endpoint({
  id: 'tournaments.list',
  method: 'GET',
  path: '/tournaments-list',
  summary: 'Tournaments in buckets: current, upcoming and past (optionally of one season)',
  tag,
  access: 'public',
  query: TournamentsListQuery,
  response: TournamentsListResponse,
});

export const detail = endpoint({
  id: 'tournaments.detail',
  method: 'GET',
  path: '/tournaments/:id',
  summary: 'One tournament',
  tag,
  access: 'public',
  params: IdParams,
  response: TournamentDetailResponse,
  cacheable: true,
});
