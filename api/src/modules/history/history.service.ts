// The history of changes, read: the super_admin's searchable log and one record's panel. The
// rows are written by the database with every signed-in write (ADR 0240); this service has no
// way to change or remove them, and the API no endpoint for it.
import type { HistoryChange, HistoryEntity, HistoryQuery } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { pageWindow, type PageWindow } from '../../lib/pagination';
import * as repo from './history.repository';

export interface HistoryServiceDeps {
  db: DB;
}

function toChange(row: repo.HistoryRow): HistoryChange {
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    actor: { id: row.actor_id, name: row.actor_name, role: row.actor_role },
    entity: row.entity as HistoryEntity,
    entity_id: Number(row.entity_id),
    source: row.source,
    row_key: row.row_key,
    action: row.action,
    label: row.label,
    changes: row.changes,
  };
}

export function createHistoryService({ db }: HistoryServiceDeps) {
  async function list(filter: repo.HistoryFilter, window: PageWindow) {
    const { total, rows } = await repo.page(db, filter, window);
    return { data: rows.map(toChange), total, window };
  }

  return {
    /** The log: every change, newest first, by person, record and days. */
    log(query: HistoryQuery) {
      const { actor, entity, entity_id: entityId, from, to } = query;
      return list({ actor, entity, entityId, from, to }, pageWindow(query));
    },
    /** One record's changes, newest first (its History panel). */
    ofRecord(entity: HistoryEntity, id: number, query: { page?: number; per_page?: number }) {
      return list({ entity, entityId: id }, pageWindow(query));
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
