// Public club pages: the list and one club with its teams.
import { PeopleSlugPath } from '../contracts/people';
import { ClubDetailResponse, ClubsQuery, ClubsResponse } from '../contracts/clubs';
import { endpoint } from './define';

const tag = 'clubs';

export const list = endpoint({
  id: 'clubs.list',
  method: 'GET',
  path: '/clubs',
  summary: 'Clubs, filtered and paginated',
  tag,
  access: 'public',
  query: ClubsQuery,
  response: ClubsResponse,
  cacheable: true,
});

export const bySlug = endpoint({
  id: 'clubs.bySlug',
  method: 'GET',
  path: '/clubs/:slug',
  summary: 'One club with its teams (404 for a slug that names no club)',
  tag,
  access: 'public',
  params: PeopleSlugPath,
  response: ClubDetailResponse,
  cacheable: true,
});
