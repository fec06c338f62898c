// Notifications of the signed-in cabinet user (spec §7 Notifications): the count of new ones
// (the header's badge), the paged list (newest first) and marking as seen. Each user only ever
// reads and marks their own.
import {
  MarkSeenBody,
  MarkSeenResponse,
  NotificationCountResponse,
  NotificationSettingsBody,
  NotificationSettingsResponse,
  NotificationsQuery,
  NotificationsResponse,
} from '../contracts/notification-list';
import { endpoint } from './define';

const tag = 'notifications';

export const newCount = endpoint({
  id: 'notifications.newCount',
  method: 'GET',
  path: '/cabinet/notifications/new-count',
  summary: "How many of the reader's notifications are not seen yet",
  tag,
  access: 'notifications',
  response: NotificationCountResponse,
});

export const list = endpoint({
  id: 'notifications.list',
  method: 'GET',
  path: '/cabinet/notifications',
  summary: "The reader's notifications, newest first, paged (unseen=1: only new ones)",
  tag,
  access: 'notifications',
  query: NotificationsQuery,
  response: NotificationsResponse,
});

export const markAsSeen = endpoint({
  id: 'notifications.markAsSeen',
  method: 'POST',
  path: '/cabinet/notifications/mark-as-seen',
  summary: "Marks the given notifications (ids) or all of the reader's (all: true) as seen; answers the new count",
  tag,
  access: 'notifications',
  body: MarkSeenBody,
  response: MarkSeenResponse,
});

export const settings = endpoint({
  id: 'notifications.settings',
  method: 'GET',
  path: '/cabinet/notifications/settings',
  summary: "The reader's notification settings: whether notifications that ask for action are e-mailed too",
  tag,
  access: 'notifications',
  response: NotificationSettingsResponse,
});

export const saveSettings = endpoint({
  id: 'notifications.saveSettings',
  method: 'PUT',
  path: '/cabinet/notifications/settings',
  summary: "Turns the reader's e-mail of notifications that ask for action on or off",
  tag,
  access: 'notifications',
  body: NotificationSettingsBody,
  response: NotificationSettingsResponse,
});
