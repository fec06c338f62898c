// Public coaches and team staff.
import { CoachesResponse, PeopleSlugPath, StaffDetailResponse, TeamIdQuery } from '../contracts/people';
import { endpoint } from './define';

const tag = 'staff';

export const ofTeam = endpoint({
  id: 'staff.ofTeam',
  method: 'GET',
  path: '/coaches',
  summary: 'The coaches and staff of a team',
  tag,
  access: 'public',
  query: TeamIdQuery,
  response: CoachesResponse,
  cacheable: true,
});

export const bySlug = endpoint({
  id: 'staff.bySlug',
  method: 'GET',
  path: '/coaches/:slug',
  summary: 'One coach or staff member (404 for a slug that names nobody)',
  tag,
  access: 'public',
  params: PeopleSlugPath,
  response: StaffDetailResponse,
  cacheable: true,
});
