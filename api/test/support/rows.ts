// How many rows a table of the league holds: what a suite compares before and after a write.
import type { Database, DB } from '../../src/db/database';

/** How many rows a table of the league holds. */
export async function rowCount(db: DB, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
