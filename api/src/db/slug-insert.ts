// A new row under a slug of its own (`insertWithFreeSlug` picks the slug): the insert adds
// nothing when another transaction stored the same slug meanwhile.
import type { Insertable } from 'kysely';
import type { Database, Executor } from './database';

/** The tables whose rows have an id and a unique slug. */
type SluggedTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; slug: string } ? T : never;
}[keyof Database];

/** Whether a row of the table already has the slug (the probe `insertWithFreeSlug` is given). */
export async function slugTaken(db: Executor, table: SluggedTable, slug: string): Promise<boolean> {
  return (await db.selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined;
}

/** The new row's id; undefined when another transaction stored the slug meanwhile. */
export async function insertUnlessSlugTaken<T extends SluggedTable>(
  db: Executor,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number | undefined> {
  const row = await db
    .insertInto(table)
    .values(values)
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** New rows at once, each under its slug; a row whose slug another transaction stored meanwhile is left out of the answer. */
export async function insertManyUnlessSlugTaken<T extends SluggedTable>(
  db: Executor,
  table: T,
  values: Insertable<Database[T]>[],
): Promise<{ id: number; slug: string }[]> {
  if (values.length === 0) return [];
  return db
    .insertInto(table)
    .values(values)
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning(['id', 'slug'])
    .execute();
}
