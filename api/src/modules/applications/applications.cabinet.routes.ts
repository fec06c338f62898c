// /cabinet/applications and the team application page's read (HTTP only; scope, rules and
// transactions in the service). A successful write clears the public micro-cache.
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
  route(app, endpoints.playerApplication, async ({ request, params }) =>
    ok(await cabinet.detail(request.lang, request.currentUser(), 'player', params.id)),
  );
  route(app, endpoints.changePlayerApplication, async ({ request, params, body }) =>
    ok(await cabinet.changeOne(request.lang, request.currentUser(), 'player', params.id, body)),
  );
  route(app, endpoints.changePlayerApplications, async ({ request, body }) =>
    ok(await cabinet.changeMany(request.lang, request.currentUser(), 'player', body)),
  );

  route(app, endpoints.sendStaff, async ({ request, body, reply }) => {
    reply.code(201);
    return ok(await cabinet.sendStaff(request.lang, request.currentUser(), body));
  });
  route(app, endpoints.staffApplication, async ({ request, params }) =>
    ok(await cabinet.detail(request.lang, request.currentUser(), 'staff', params.id)),
  );
  route(app, endpoints.changeStaffApplication, async ({ request, params, body }) =>
    ok(await cabinet.changeOne(request.lang, request.currentUser(), 'staff', params.id, body)),
  );
  route(app, endpoints.changeStaffApplications, async ({ request, body }) =>
    ok(await cabinet.changeMany(request.lang, request.currentUser(), 'staff', body)),
  );
}
