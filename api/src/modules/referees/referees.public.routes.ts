// GET /judges, GET /judges/{id or slug} (HTTP only), registered from the endpoint objects. A
// segment that is neither an id nor a valid slug is an unknown referee (404).
import { referees as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { keyOf } from '../../lib/path-params';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { RefereesService } from './referees.service';

export async function refereesPublicRoutes(app: FastifyInstance, { referees }: { referees: RefereesService }) {
  route(app, endpoints.list, async ({ request, query }) => {
    const { data, meta } = await referees.list(request.lang, query);
    return { success: true as const, data, meta };
  });
  route(app, endpoints.detail, async ({ request, params }) => ok(await referees.detail(request.lang, keyOf(params))));
}
