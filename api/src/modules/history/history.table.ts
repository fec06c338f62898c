import type { ColumnType } from 'kysely';
import type { Generated } from '../../db/types';

/** One recorded change (migration 20261129010100_change_history): written by the database only. */
export interface ChangeHistoryTable {
  id: Generated<number>;
  at: ColumnType<Date, never, never>;
  actor_id: number | null;
  actor_name: string;
  actor_role: string;
  entity: string;
  entity_id: number;
  source: string;
  row_key: string | null;
  action: 'create' | 'update' | 'delete';
  label: string | null;
  changes: ColumnType<Record<string, [unknown, unknown]>, never, never>;
}

export interface HistoryTables {
  change_history: ChangeHistoryTable;
}
