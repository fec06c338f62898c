// Server time and interface translations.
import { DatetimeResponse, TranslationsQuery, TranslationsResponse } from '../contracts/system';
import { endpoint } from './define';

const tag = 'system';

export const datetime = endpoint({
  id: 'system.datetime',
  method: 'GET',
  path: '/datetime',
  summary: 'The server time (UTC and Asia/Almaty)',
  tag,
  access: 'public',
  response: DatetimeResponse,
});

export const translations = endpoint({
  id: 'system.translations',
  method: 'GET',
  path: '/translations',
  summary: 'Interface texts kept in the database, by tag (`filter[tag]`)',
  tag,
  access: 'public',
  query: TranslationsQuery,
  response: TranslationsResponse,
  cacheable: true,
});
