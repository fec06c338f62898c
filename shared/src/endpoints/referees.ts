// Public referees (`/judges`).
import { JudgesQuery, JudgesResponse, PeopleKeyPath, RefereeDetailResponse } from '../contracts/people';
import { endpoint } from './define';

const tag = 'referees';

export const list = endpoint({
  id: 'referees.list',
  method: 'GET',
  path: '/judges',
  summary: 'Referees, searched by name and paginated',
  tag,
  access: 'public',
  query: JudgesQuery,
  response: JudgesResponse,
  cacheable: true,
});

export const detail = endpoint({
  id: 'referees.detail',
  method: 'GET',
  path: '/judges/:id',
  summary: 'One referee by id or slug, with statistics and matches (404 for an unknown one)',
  tag,
  access: 'public',
  params: PeopleKeyPath,
  response: RefereeDetailResponse,
  cacheable: true,
});
