// How many rows a table of the league holds: what a suite compares before and after a write.
import type { Database, DB } from '../../src/db/database';
import { countRows } from '../../src/db/count-rows';

/** How many rows a table of the league holds. */
export function rowCount(db: DB, table: keyof Database): Promise<number> {
  return countRows(db.selectFrom(table));
}
