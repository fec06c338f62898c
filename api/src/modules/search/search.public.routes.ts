// GET /search?q=&limit= (HTTP only), registered from its endpoint object. A long q is cut, an
// empty one gives empty groups.
import { search as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { SearchService } from './search.service';

export async function searchPublicRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  route(app, endpoints.search, async ({ request, query }) =>
    ok(await search.search(request.lang, query.q, query.limit)),
  );
}
