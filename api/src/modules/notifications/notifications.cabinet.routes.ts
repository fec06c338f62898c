// /cabinet/notifications: the new count, the list and marking as seen (HTTP only). Each user
// reads only their own; the service takes the user from the request, never from the input.
import { notifications as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { paginated } from '../../lib/pagination';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { NotificationsService } from './notifications.service';

export async function notificationsCabinetRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  route(app, endpoints.newCount, async ({ request }) => ok(await notifications.newCount(request.currentUser())));
  route(app, endpoints.list, async ({ request, query }) => {
    const { data, total, window } = await notifications.list(request.currentUser(), query);
    return paginated(data, total, window);
  });
  route(app, endpoints.settings, async ({ request }) => ok(await notifications.settings(request.currentUser())));
  route(app, endpoints.saveSettings, async ({ request, body }) =>
    ok(await notifications.saveSettings(request.currentUser(), body)),
  );
  route(app, endpoints.markAsSeen, async ({ request, body }) =>
    ok(await notifications.markSeen(request.currentUser(), body)),
  );
}
