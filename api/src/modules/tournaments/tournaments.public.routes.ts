// Public tournament routes, registered from the endpoint objects of @league/shared/endpoints
// (tournaments): the list in buckets (answered without the public cache, as it always was) and
// one tournament.
import { tournaments as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { TournamentsService } from './tournaments.service';

export async function tournamentsPublicRoutes(
  app: FastifyInstance,
  { tournaments }: { tournaments: TournamentsService },
) {
  route(app, endpoints.list, async ({ query, request }) =>
    ok(await tournaments.buckets(request.lang, { seasonId: query.season_id })),
  );
  route(app, endpoints.detail, async ({ params, request }) => ok(await tournaments.detail(request.lang, params.id)));
}
