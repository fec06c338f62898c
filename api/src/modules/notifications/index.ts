// The notifications module: what cabinet users are told (notify.ts, called by other modules
// inside their writes) and the reader's side (count, list, mark as seen).
import { defineModule } from '../module';
import { notificationsCabinetRoutes } from './notifications.cabinet.routes';
import type { NotificationsService } from './notifications.service';

export { createNotificationsService, type NotificationsService } from './notifications.service';
export { notify } from './notify';
export { createMailer, type Mailer } from './notifications.mailer';
export type { Outbox, OutboxRow, OutboxState } from './notifications.outbox';

export const notificationsModule = defineModule<{ notifications: NotificationsService }>({
  cabinetRoutes: notificationsCabinetRoutes,
});
