// The signed-in user's notifications (spec §7 Notifications): the list, the count the header's
// badge shows, marking as seen and the e-mail setting. Apart from the applications' contracts
// (cabinet-applications.ts re-exports them) so that the shell, which shows the badge on every
// page, does not carry the cabinet's application contracts to a visitor.
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  number,
  object,
  optional,
  record,
  size,
  string,
  type,
  unknown,
} from 'superstruct';
import { paginatedEnvelope } from './common';
import { successEnvelope } from './envelope';
import { dateTimeText, id } from './fields';
import { listQuery } from './list-query';

export const NotificationsQuery = listQuery({ sort: ['created_at'], filters: { unseen: optional(enums(['0', '1'])) } });
export type NotificationsQuery = Infer<typeof NotificationsQuery>;

/**
 * A notification as stored: the kind and its payload. Payload conventions (every sender): ids
 * of what it concerns, `link` (an unprefixed cabinet path the notification opens), and texts
 * that depend on the reader's language as `{ kk, ru, en }` objects (see `localizedText`).
 */
export const CabinetNotification = type({
  id: integer(),
  kind: string(),
  payload: record(string(), unknown()),
  seen: boolean(),
  created_at: dateTimeText(),
});
export type CabinetNotification = Infer<typeof CabinetNotification>;
export const NotificationsResponse = paginatedEnvelope(CabinetNotification);

export const NotificationCount = type({ count: number() });
export const NotificationCountResponse = successEnvelope(NotificationCount);

/** Marks the given notifications (or all of the reader's) as seen. */
export const MarkSeenBody = object({ ids: optional(size(array(id()), 1, 500)), all: optional(boolean()) });
export type MarkSeenBody = Infer<typeof MarkSeenBody>;
export const MarkSeenResponse = successEnvelope(type({ marked: number(), count: number() }));

/** The reader's own notification settings (ADR 0180): e-mail of the notifications that ask for action. */
export const NotificationSettings = type({
  email: boolean(),
  /** Whether this server sends e-mail at all (SMTP configured); the switch is kept either way. */
  email_available: boolean(),
});
export type NotificationSettings = Infer<typeof NotificationSettings>;
export const NotificationSettingsResponse = successEnvelope(NotificationSettings);
export const NotificationSettingsBody = object({ email: boolean() });
export type NotificationSettingsBody = Infer<typeof NotificationSettingsBody>;

/** A payload text in a language: a plain string, or a `{ kk, ru, en }` object (kk the fallback). */
export function localizedText(value: unknown, language: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object') {
    const texts = value as Record<string, unknown>;
    const picked = texts[language];
    if (typeof picked === 'string' && picked !== '') return picked;
    if (typeof texts.kk === 'string') return texts.kk;
  }
  return '';
}
