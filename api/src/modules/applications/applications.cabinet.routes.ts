// /cabinet/applications and the team application page's read (HTTP only; scope, rules and
// transactions in the service). A successful write clears the public micro-cache.
import type { ApplicationKind } from '@league/shared/contracts';
import { applicationsCabinet as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { paginated } from '../../lib/pagination';
import { route, textFile } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { ApplicationsCabinetService } from './applications.cabinet.service';

export async function applicationsCabinetRoutes(
  app: FastifyInstance,
  { cabinet }: { cabinet: ApplicationsCabinetService },
) {
  // An accepted or withdrawn player shows on the public squad and team application at once.
  route(app, endpoints.cabinetList, async ({ request, query }) => {
    const { data, total, window } = await cabinet.list(request.lang, request.currentUser(), query);
    return paginated(data, total, window);
  });
  route(app, endpoints.teamApplicationCabinet, async ({ request, params }) =>
    ok(await cabinet.team(request.lang, request.currentUser(), params.id, params.club_id)),
  );

  route(app, endpoints.teamApplicationCsv, async ({ request, params }) => {
    const { text, filename } = await cabinet.teamCsv(request.lang, request.currentUser(), params.id, params.club_id);
    // Personal data: never stored by a cache on the way.
    return textFile(text, 'text/csv; charset=utf-8', filename, 'private, no-store');
  });

  route(app, endpoints.sendPlayers, async ({ request, body, reply }) => {
    reply.code(201);
    return ok(await cabinet.sendPlayers(request.lang, request.currentUser(), body));
  });
  kindRoutes(app, cabinet, 'player', {
    one: endpoints.playerApplication,
    changeOne: endpoints.changePlayerApplication,
    changeMany: endpoints.changePlayerApplications,
  });

  route(app, endpoints.sendStaff, async ({ request, body, reply }) => {
    reply.code(201);
    return ok(await cabinet.sendStaff(request.lang, request.currentUser(), body));
  });
  kindRoutes(app, cabinet, 'staff', {
    one: endpoints.staffApplication,
    changeOne: endpoints.changeStaffApplication,
    changeMany: endpoints.changeStaffApplications,
  });
}

/** The applications of one kind: one read, one changed, several changed to one status. */
function kindRoutes(
  app: FastifyInstance,
  cabinet: ApplicationsCabinetService,
  kind: ApplicationKind,
  routes: {
    one: typeof endpoints.playerApplication;
    changeOne: typeof endpoints.changePlayerApplication;
    changeMany: typeof endpoints.changePlayerApplications;
  },
) {
  route(app, routes.one, async ({ request, params }) =>
    ok(await cabinet.detail(request.lang, request.currentUser(), kind, params.id)),
  );
  route(app, routes.changeOne, async ({ request, params, body }) =>
    ok(await cabinet.changeOne(request.lang, request.currentUser(), kind, params.id, body)),
  );
  route(app, routes.changeMany, async ({ request, body }) =>
    ok(await cabinet.changeMany(request.lang, request.currentUser(), kind, body)),
  );
}
