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

/**
 * The notifications that ask the reader to act are e-mailed too (ADR 0180): a new application to
 * the league, a rejected application (with its reason) to the club, a departure sent to the
 * provider and the provider's decision on it to the club, a required document's expiry
 * reminder to the club, and entry requests: a team's request to the league, the league's
 * acceptance or refusal (with its reason) to the club (ADR 0189).
 */
export function isEmailed(kind: NotificationKind, payload: Record<string, unknown>): boolean {
  // A required document about to expire (ADR 0167) asks the club to bring a new one.
  if (
    kind === 'application_sent' ||
    kind === 'departure_sent' ||
    kind === 'departure_status' ||
    kind === 'document_expiring'
  )
    return true;
  // A team asking to enter a tournament (to the league), the league's answer (to the club).
  if (kind === 'entry_requested' || kind === 'entry_decided') return true;
  // An appointment offered to a match official, who accepts or declines it (ADR 0213).
  if (kind === 'appointment_offered') return true;
  return kind === 'application_status' && payload.status === 'rejected';
}

/**
 * Stores one notification per recipient (a bulk change is one notification per team and
 * tournament, its count in the payload: the callers group); returns how many were stored. An
 * e-mailed kind is stored as due: the mailer sends it after the write committed.
 */
export async function notify(
  db: Executor,
  to: Recipients,
  kind: NotificationKind,
  payload: Record<string, unknown>,
  options: NotifyOptions = {},
): Promise<number> {
  const users = await recipientIds(db, to, options.except);
  if (users.length > 0) await insertNotifications(db, users, kind, payload, isEmailed(kind, payload));
  return users.length;
}
