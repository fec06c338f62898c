// Public team routes (spec §7, HTTP only): GET /teams, /teams/{slug}, /teams/{id}/squad,
// /teams/{id}/matches, /teams-stats — registered from the endpoint objects. A path segment that
// is no valid slug or id is an unknown team (404), hence the checks here.
import { teams as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { idOf, slugOf } from '../../lib/path-params';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { TeamPagesService } from './team-pages.service';

export async function teamsPublicRoutes(app: FastifyInstance, { teams }: { teams: TeamPagesService }) {
  route(app, endpoints.list, async ({ request, query }) => ok(await teams.list(request.lang, query)));
  route(app, endpoints.bySlug, async ({ request, params }) => ok(await teams.detail(request.lang, slugOf(params))));
  route(app, endpoints.squad, async ({ request, params }) => ok(await teams.squad(request.lang, idOf(params))));
  route(app, endpoints.matches, async ({ request, params, query }) =>
    ok(await teams.matches(request.lang, idOf(params), query.tournament_id)),
  );
  route(app, endpoints.stats, async ({ request, query }) =>
    ok(await teams.statistics(request.lang, query.team_id, query.tournament_id)),
  );
}
