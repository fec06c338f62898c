// Public team pages: the list, one team, its squad and calendar, its statistics. The cabinet's
// teams are in teams-cabinet.ts.
import {
  PeopleIdPath,
  PeopleSlugPath,
  SquadResponse,
  TeamDetailResponse,
  TeamMatchesQuery,
  TeamMatchesResponse,
  TeamsListResponse,
  TeamsQuery,
  TeamsStatsResponse,
  TeamStatsQuery,
} from '../contracts/people';
import { endpoint } from './define';

const tag = 'teams';

export const list = endpoint({
  id: 'teams.list',
  method: 'GET',
  path: '/teams',
  summary: 'Teams of a season or tournament with their table rows',
  tag,
  access: 'public',
  query: TeamsQuery,
  response: TeamsListResponse,
  cacheable: true,
});

export const bySlug = endpoint({
  id: 'teams.bySlug',
  method: 'GET',
  path: '/teams/:slug',
  summary: 'One team with its tournament and table window (404 for a slug that names no team)',
  tag,
  access: 'public',
  params: PeopleSlugPath,
  response: TeamDetailResponse,
  cacheable: true,
});

export const squad = endpoint({
  id: 'teams.squad',
  method: 'GET',
  path: '/teams/:id/squad',
  summary: "A team's squad grouped by position (404 for an id that names no team)",
  tag,
  access: 'public',
  params: PeopleIdPath,
  response: SquadResponse,
  cacheable: true,
});

export const matches = endpoint({
  id: 'teams.matches',
  method: 'GET',
  path: '/teams/:id/matches',
  summary: "A team's matches by tour in a tournament (its current one by default)",
  tag,
  access: 'public',
  params: PeopleIdPath,
  query: TeamMatchesQuery,
  response: TeamMatchesResponse,
  cacheable: true,
});

export const stats = endpoint({
  id: 'teams.stats',
  method: 'GET',
  path: '/teams-stats',
  summary: "A team's statistics in a tournament",
  tag,
  access: 'public',
  query: TeamStatsQuery,
  response: TeamsStatsResponse,
  cacheable: true,
});
