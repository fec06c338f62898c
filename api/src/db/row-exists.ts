// Whether a row a form names (a city, a club …) exists, before a write refers to it.
import type { Database, Executor } from './database';

/** The tables whose rows have an id. */
type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

/** Whether the table has a row with this id. */
export async function rowExists(db: Executor, table: TableWithId, id: number): Promise<boolean> {
  return (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
