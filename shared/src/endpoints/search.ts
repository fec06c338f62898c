// Site search across players, teams, clubs, referees, news and matches.
import { SearchQuery, SearchResponse } from '../contracts/search';
import { endpoint } from './define';

export const search = endpoint({
  id: 'search.search',
  method: 'GET',
  path: '/search',
  summary: 'Search by name or title; results grouped by kind (empty groups for an empty query)',
  tag: 'search',
  access: 'public',
  query: SearchQuery,
  response: SearchResponse,
  cacheable: true,
});
