// The reference lists forms offer (cities, colours, …): GET /handbook/{name}. The
// `main-tournament` handbook answers one tournament instead of a list and is not described here.
import { enums, object } from 'superstruct';
import { HANDBOOKS, HandbookQuery, HandbookResponse } from '../contracts/league';
import { endpoint } from './define';

const LIST_HANDBOOKS = HANDBOOKS.filter((name) => name !== 'main-tournament');

export const handbook = endpoint({
  id: 'handbooks.list',
  method: 'GET',
  path: '/handbook/:name',
  summary: 'A reference list by name (city, country, colors, stadium, …) in the request language',
  tag: 'handbooks',
  access: 'public',
  params: object({ name: enums(LIST_HANDBOOKS) }),
  query: HandbookQuery,
  response: HandbookResponse,
  cacheable: true,
});
