// The history of changes (ADR 0240): who changed which record, when, and each field before →
// after. The searchable log (super_admin) and the History panel of one record read it; nobody
// writes it through the API (the database records every signed-in write by itself).
import {
  array,
  enums,
  type Infer,
  integer,
  nullable,
  object,
  optional,
  record,
  string,
  type,
  unknown,
} from 'superstruct';
import { paginatedEnvelope } from './common';
import { fromQuery, id, isoDate } from './fields';
import { pageFields } from './list-query';

/** The records whose changes are kept: the entity whose page shows a change of one of its rows. */
export const HISTORY_ENTITIES = [
  'match',
  'player',
  'staff',
  'club',
  'team',
  'tournament',
  'season',
  'departure',
  'account',
  'invitation',
  'referee',
  'league',
  'stadium',
  'news',
  'analytics',
  'album',
  'video',
  'press',
  'document',
  'partner',
  'banner',
  'page',
  'employee',
  'trustee',
  'contact',
  'feedback',
] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

export const HISTORY_ACTIONS = ['create', 'update', 'delete'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The log's filters: by person (account id), by record (entity and its id), by day (inclusive). */
export const HistoryQuery = object({
  actor: optional(fromQuery(id())),
  entity: optional(enums(HISTORY_ENTITIES)),
  entity_id: optional(fromQuery(id())),
  from: optional(isoDate()),
  to: optional(isoDate()),
  ...pageFields,
});
export type HistoryQuery = Infer<typeof HistoryQuery>;

export const HistoryRecordParams = object({ entity: enums(HISTORY_ENTITIES), id: fromQuery(id()) });
export type HistoryRecordParams = Infer<typeof HistoryRecordParams>;
export const HistoryRecordQuery = object(pageFields);

export const HistoryChange = type({
  id: integer(),
  at: string(),
  actor: type({ id: nullable(integer()), name: string(), role: string() }),
  entity: enums(HISTORY_ENTITIES),
  entity_id: integer(),
  /** The table the row is in (a match's goal, a player's document) and its key. */
  source: string(),
  row_key: nullable(string()),
  action: enums(HISTORY_ACTIONS),
  /** The record's name when it changed, where the row has one. */
  label: nullable(string()),
  /** Each changed field: [before, after] (null before a create, null after a delete). */
  changes: record(string(), array(unknown())),
});
export type HistoryChange = Infer<typeof HistoryChange>;

export const HistoryPageResponse = paginatedEnvelope(HistoryChange);
export type HistoryPageResponse = Infer<typeof HistoryPageResponse>;
