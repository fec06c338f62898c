// The count that goes with a paged list: the same query with its filters, without its window.
import type { SelectQueryBuilder } from 'kysely';

/** How many rows the query matches. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  // The selection's type cannot be followed through the generic builder; the row is `{ total }`.
  const row = (await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()) as unknown as { total: number | string };
  return Number(row.total);
}
