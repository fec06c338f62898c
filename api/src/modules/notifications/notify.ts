// Telling cabinet users about something (spec §8): other modules call `notify` inside the
// transaction of the write it reports, so a notification exists exactly when the change does.
// Recipients are chosen by role or by club (a club's command_admins); inactive users get nothing.
import type { NotificationKind } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import { insertNotifications, recipientIds, type Recipients } from './notifications.repository';

export type { Recipients };

export interface NotifyOptions {
  /** A user who is not told (the one who made the change tells nobody about it to themselves). */
  except?: number;
}

/** Stores one notification per recipient; returns how many were stored. */
export async function notify(db: Executor, to: Recipients, kind: NotificationKind, payload: Record<string, unknown>, options: NotifyOptions = {}): Promise<number> {
  const users = await recipientIds(db, to, options.except);
  if (users.length > 0) await insertNotifications(db, users, kind, payload);
  return users.length;
}
