// SQL of notifications: a user's list (newest first), the count of unseen ones, marking as seen
// (each scoped to one user: nobody reads or marks another's notifications); and, for `notify`,
// the active users a notice goes to and storing one row per recipient.
import type { NotificationKind, RoleSlugValue } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export type Recipients = { role: RoleSlugValue } | { clubId: number } | { userIds: number[] };

/** The active users a notice goes to (by role, by club — its command_admins —, or by id), less `except`. */
export async function recipientIds(db: Executor, to: Recipients, except?: number): Promise<number[]> {
  if ('userIds' in to && to.userIds.length === 0) return [];
  let query = db.selectFrom('users as u').innerJoin('roles as r', 'r.id', 'u.role_id').select('u.id').where('u.is_active', '=', true);
  if ('role' in to) query = query.where('r.slug', '=', to.role);
  else if ('clubId' in to) query = query.where('r.slug', '=', 'command_admin').where('u.club_id', '=', to.clubId);
  else query = query.where('u.id', 'in', to.userIds);
  if (except !== undefined) query = query.where('u.id', '!=', except);
  return (await query.execute()).map((user) => user.id);
}

export async function insertNotifications(db: Executor, userIds: number[], kind: NotificationKind, payload: Record<string, unknown>): Promise<void> {
  await db
    .insertInto('notifications')
    .values(userIds.map((user_id) => ({ user_id, kind, payload: JSON.stringify(payload) })))
    .execute();
}

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
