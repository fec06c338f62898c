// Public tournament routes (HTTP only): GET /tournaments-list (answered without the public
// cache, as it always was) and GET /tournaments/{id}.
import { IdParams, TournamentsListQuery } from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, parseQuery } from '../../lib/validate';
import type { TournamentsService } from './tournaments.service';

export async function tournamentsPublicRoutes(app: FastifyInstance, { tournaments }: { tournaments: TournamentsService }) {
  app.get('/tournaments-list', { config: { publicCache: false } }, async (request) => {
    const query = parseQuery(TournamentsListQuery, request.query);
    return ok(await tournaments.buckets(request.lang, { seasonId: query.season_id }));
  });
  app.get('/tournaments/:id', async (request) => ok(await tournaments.detail(request.lang, parseQuery(IdParams, request.params).id)));
}
