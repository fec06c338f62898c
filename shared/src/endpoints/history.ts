// The history of changes (ADR 0240): read only — there is no endpoint that edits or removes it.
import { HistoryPageResponse, HistoryQuery, HistoryRecordParams, HistoryRecordQuery } from '../contracts/history';
import { endpoint } from './define';

const tag = 'history';

export const log = endpoint({
  id: 'history.log',
  method: 'GET',
  path: '/cabinet/history',
  summary:
    'Every recorded change, newest first, paged; filtered by person (account id), record (entity and id) and days (from, to inclusive)',
  tag,
  access: 'superAdmin',
  query: HistoryQuery,
  response: HistoryPageResponse,
});

export const ofRecord = endpoint({
  id: 'history.ofRecord',
  method: 'GET',
  path: '/cabinet/history/:entity/:id',
  summary: "One record's changes (the History panel of its page), newest first, paged",
  tag,
  access: 'superAdmin',
  params: HistoryRecordParams,
  query: HistoryRecordQuery,
  response: HistoryPageResponse,
});
