// SQL of the content area's small items, one table per kind (kinds.ts): the stored columns are
// read and written as they are. A versioned update changes nothing when another save moved the
// version meanwhile.
import { sql } from 'kysely';
import type { Executor } from '../../../db/database';
import { anyLanguageLike } from '../../../db/localized-like';
import { likePattern } from '../../../lib/like-pattern';
import type { KindConfig } from './kinds';

type Row = Record<string, unknown> & { id: number; version: number };
// The tables differ; the statements name their columns at run time.
const table = (config: KindConfig) => config.table as 'partners';

export async function findItem(db: Executor, config: KindConfig, id: number, lock = false): Promise<Row | undefined> {
  let query = db.selectFrom(table(config)).selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) as Row | undefined;
}

export async function pageItems(
  db: Executor,
  config: KindConfig,
  q: string | undefined,
  window: { limit: number; offset: number },
) {
  const where = q ? sql`where ${anyLanguageLike(config.label, likePattern(q))}` : sql``;
  const order = sql.raw(config.order.join(', '));
  const rows = await sql<Row & { total: number }>`
    select *, count(*) over ()::int as total from ${sql.table(config.table)} ${where}
    order by ${order} limit ${window.limit} offset ${window.offset}`.execute(db);
  return { total: Number(rows.rows[0]?.total ?? 0), rows: rows.rows.map(({ total: _t, ...row }) => row as Row) };
}

export async function slugTaken(db: Executor, config: KindConfig, slug: string): Promise<boolean> {
  return (
    (await db.selectFrom(table(config)).select('id').where(sql.ref('slug'), '=', slug).executeTakeFirst()) !== undefined
  );
}

export async function insertItem(
  db: Executor,
  config: KindConfig,
  values: Record<string, unknown>,
): Promise<number | undefined> {
  const query = db.insertInto(table(config)).values(values as never);
  const row = await (config.slug || config.table === 'pages'
    ? query.onConflict((oc) => oc.column('slug' as never).doNothing())
    : query
  )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function updateItem(
  db: Executor,
  config: KindConfig,
  id: number,
  version: number,
  values: Record<string, unknown>,
): Promise<boolean> {
  const result = await db
    .updateTable(table(config))
    .set({ ...values, version: version + 1 } as never)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteItem(db: Executor, config: KindConfig, id: number): Promise<void> {
  await db.deleteFrom(table(config)).where('id', '=', id).execute();
}
