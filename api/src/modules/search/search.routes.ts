// GET /search?q=&limit= (HTTP only). A long q is cut, an empty one gives empty groups.
import { SearchQuery } from '@league/shared/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ok, parseQuery } from '../../lib/validate';
import { usePublicCache } from '../league/http-cache';
import type { PublicModuleOptions } from '../public/index';
import { createSearchService, type SearchService } from './search.service';

export async function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  usePublicCache(app);
  app.get('/search', async (request) => {
    const query = parseQuery(SearchQuery, request.query);
    return ok(await search.search(request.lang, query.q, query.limit));
  });
}

export const searchModule: FastifyPluginAsync<PublicModuleOptions> = async (app, { db, clock }) => {
  await searchRoutes(app, { search: createSearchService({ db, clock }) });
};
