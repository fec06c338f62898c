// Public application routes (HTTP only): GET /squad/unsubmitted?team_id=,
// GET /squad/check-unsubmitted?team_id=, GET /tournaments/{id}/teams/{team_slug}/application —
// registered from the endpoint objects.
import { applications as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { slugOf } from '../../lib/path-params';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { ApplicationsService } from './applications.service';

export async function applicationsPublicRoutes(
  app: FastifyInstance,
  { applications }: { applications: ApplicationsService },
) {
  route(app, endpoints.unsubmitted, async ({ request, query }) =>
    ok(await applications.unsubmitted(request.lang, query.team_id)),
  );
  route(app, endpoints.checkUnsubmitted, async ({ request, query }) =>
    ok(await applications.checkUnsubmitted(request.lang, query.team_id)),
  );

  // A non-numeric tournament id is a 422 (the params contract, as on the standings routes); a
  // team slug that cannot exist is an unknown team (404).
  route(app, endpoints.teamApplication, async ({ request, params }) =>
    ok(await applications.teamApplication(request.lang, params.id, slugOf({ slug: params.team_slug }))),
  );
}
