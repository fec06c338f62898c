// GET /clubs, GET /clubs/{slug} (HTTP only).
import { ClubsQuery } from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { slugOf } from '../../lib/path-params';
import { ok, parseQuery } from '../../lib/validate';
import type { ClubsService } from './clubs.service';

export async function clubsPublicRoutes(app: FastifyInstance, { clubs }: { clubs: ClubsService }) {
  app.get('/clubs', async (request) => {
    const { data, meta } = await clubs.list(request.lang, parseQuery(ClubsQuery, request.query));
    return { success: true as const, data, meta };
  });
  app.get('/clubs/:slug', async (request) => ok(await clubs.detail(request.lang, slugOf(request.params))));
}
