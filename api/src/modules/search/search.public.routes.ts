// GET /search?q=&limit= (HTTP only). A long q is cut, an empty one gives empty groups.
import { SearchQuery } from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, parseQuery } from '../../lib/validate';
import type { SearchService } from './search.service';

export async function searchPublicRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  app.get('/search', async (request) => {
    const query = parseQuery(SearchQuery, request.query);
    return ok(await search.search(request.lang, query.q, query.limit));
  });
}
