// SQL of notifications: a user's list (newest first), the count of unseen ones, marking as seen.
// Every function is scoped to one user: nobody reads or marks another's notifications.
import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export async function countUnseen(db: Executor, userId: number): Promise<number> {
  const row = await db.selectFrom('notifications').select(sql<string>`count(*)`.as('n')).where('user_id', '=', userId).where('seen_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function page(db: Executor, userId: number, filter: { unseenOnly: boolean }, window: { limit: number; offset: number }, newestFirst: boolean) {
  let query = db.selectFrom('notifications').where('user_id', '=', userId);
  if (filter.unseenOnly) query = query.where('seen_at', 'is', null);
  const [{ n }, rows] = await Promise.all([
    query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    query
      .select(['id', 'kind', 'payload', 'seen_at', 'created_at'])
      .orderBy('created_at', newestFirst ? 'desc' : 'asc')
      .orderBy('id', newestFirst ? 'desc' : 'asc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return { total: Number(n), rows };
}

/** Marks the user's unseen notifications (these ids, or all) as seen; returns how many changed. */
export async function markSeen(db: Executor, userId: number, ids: number[] | 'all', at: Date): Promise<number> {
  let query = db.updateTable('notifications').set({ seen_at: at }).where('user_id', '=', userId).where('seen_at', 'is', null);
  if (ids !== 'all') query = query.where('id', 'in', ids.length ? ids : [0]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}
