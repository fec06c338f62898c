// GET /tournaments-list
import { TournamentsListQuery } from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, parseQuery } from '../../lib/validate';
import type { TournamentsService } from './tournaments.service';

export async function tournamentsRoutes(app: FastifyInstance, { tournaments }: { tournaments: TournamentsService }) {
  app.get('/tournaments-list', async (request) => {
    const query = parseQuery(TournamentsListQuery, request.query);
    return ok(await tournaments.list(request.lang, { seasonId: query.season_id }));
  });
}
