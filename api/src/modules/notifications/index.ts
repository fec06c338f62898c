// The notifications module: what cabinet users are told (notify.ts, called by other modules
// inside their writes) and the reader's side (count, list, mark as seen).
import { defineModule } from '../module';
import { notificationsCabinetRoutes } from './notifications.cabinet.routes';
import { createNotificationsService, type NotificationsService } from './notifications.service';

export const notificationsModule = defineModule<{ notifications: NotificationsService }>({
  services: ({ db, clock }) => ({ notifications: createNotificationsService({ db, clock }) }),
  cabinetRoutes: notificationsCabinetRoutes,
});
