// Telling cabinet users about something (spec §8): other modules call `notify` inside the
// transaction of the write it reports, so a notification exists exactly when the change does.
// Recipients are chosen by role or by club (a club's command_admins); inactive users get nothing.
import type { NotificationKind, RoleSlugValue } from '@league/shared/contracts';
import type { Executor } from '../../db/database';

export type Recipients = { role: RoleSlugValue } | { clubId: number } | { userIds: number[] };

export interface NotifyOptions {
  /** A user who is not told (the one who made the change tells nobody about it to themselves). */
  except?: number;
}

/** Stores one notification per recipient; returns how many were stored. */
export async function notify(db: Executor, to: Recipients, kind: NotificationKind, payload: Record<string, unknown>, options: NotifyOptions = {}): Promise<number> {
  let query = db.selectFrom('users as u').innerJoin('roles as r', 'r.id', 'u.role_id').select('u.id').where('u.is_active', '=', true);
  if ('role' in to) query = query.where('r.slug', '=', to.role);
  else if ('clubId' in to) query = query.where('r.slug', '=', 'command_admin').where('u.club_id', '=', to.clubId);
  else if (to.userIds.length === 0) return 0;
  else query = query.where('u.id', 'in', to.userIds);
  if (options.except !== undefined) query = query.where('u.id', '!=', options.except);
  const users = await query.execute();
  if (users.length === 0) return 0;
  await db
    .insertInto('notifications')
    .values(users.map((user) => ({ user_id: user.id, kind, payload: JSON.stringify(payload) })))
    .execute();
  return users.length;
}
