// GET /clubs, GET /clubs/{slug} (HTTP only), registered from the endpoint objects. A slug that
// is not a valid one is an unknown club (404).
import { clubs as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { slugOf } from '../../lib/path-params';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { ClubsService } from './clubs.service';

export async function clubsPublicRoutes(app: FastifyInstance, { clubs }: { clubs: ClubsService }) {
  route(app, endpoints.list, async ({ request, query }) => {
    const { data, meta } = await clubs.list(request.lang, query);
    return { success: true as const, data, meta };
  });
  route(app, endpoints.bySlug, async ({ request, params }) => ok(await clubs.detail(request.lang, slugOf(params))));
}
