// The reference lists the site's filters and forms offer, and the main tournament.
import { HandbookNameParams, HandbookQuery, HandbookResponse, MainTournamentResponse } from '../contracts/handbooks';
import { endpoint } from './define';

const tag = 'handbooks';

export const mainTournament = endpoint({
  id: 'handbooks.mainTournament',
  method: 'GET',
  path: '/handbook/main-tournament',
  summary: 'The main tournament (null when none is marked main)',
  tag,
  access: 'public',
  query: HandbookQuery,
  response: MainTournamentResponse,
  cacheable: true,
});

/** `name` is one of HANDBOOK_LISTS; any other name is answered 404. */
export const list = endpoint({
  id: 'handbooks.list',
  method: 'GET',
  path: '/handbook/:name',
  summary: 'A reference list: season, team, tournament, city, country, tour, referee, stadium and the closed lists',
  tag,
  access: 'public',
  params: HandbookNameParams,
  query: HandbookQuery,
  response: HandbookResponse,
  cacheable: true,
});
