// Public application routes (HTTP only): GET /squad/unsubmitted?team_id=,
// GET /squad/check-unsubmitted?team_id=, GET /tournaments/{id}/teams/{team_slug}/application.
import { PeopleIdParams, TeamIdQuery } from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { slugOf } from '../../lib/path-params';
import { ok, parseQuery } from '../../lib/validate';
import type { ApplicationsService } from './applications.service';

export async function applicationsPublicRoutes(app: FastifyInstance, { applications }: { applications: ApplicationsService }) {
  app.get('/squad/unsubmitted', async (request) => ok(await applications.unsubmitted(request.lang, parseQuery(TeamIdQuery, request.query).team_id)));
  app.get('/squad/check-unsubmitted', async (request) => ok(await applications.checkUnsubmitted(request.lang, parseQuery(TeamIdQuery, request.query).team_id)));

  // A non-numeric tournament id is a 422 (as on the standings routes); a team slug that cannot
  // exist is an unknown team (404).
  app.get('/tournaments/:id/teams/:team_slug/application', async (request) => {
    const params = request.params as { id?: string; team_slug?: string };
    const { id } = parseQuery(PeopleIdParams, { id: params.id });
    const slug = slugOf({ slug: params.team_slug });
    return ok(await applications.teamApplication(request.lang, id, slug));
  });
}
