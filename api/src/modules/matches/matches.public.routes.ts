// Public match routes (spec §7, HTTP only): the paginated and nearest lists, and the match page
// (detail, protocol, squads, statistics, media, news).
import { IdParams, MatchesQuery, NearestMatchesQuery } from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, parseQuery } from '../../lib/validate';
import type { MatchesService } from './matches.service';

const idOf = (params: unknown) => parseQuery(IdParams, params).id;

export async function matchesPublicRoutes(app: FastifyInstance, { matches }: { matches: MatchesService }) {
  app.get('/nearest-matches', async (request) => ok(await matches.nearest(request.lang, parseQuery(NearestMatchesQuery, request.query))));
  app.get('/matches', async (request) => {
    const { data, meta } = await matches.list(request.lang, parseQuery(MatchesQuery, request.query));
    return { success: true as const, data, meta };
  });
  app.get('/matches/:id', async (request) => ok(await matches.detail(request.lang, idOf(request.params))));
  app.get('/matches/:id/protocol', async (request) => ok(await matches.protocol(request.lang, idOf(request.params))));
  app.get('/matches/:id/protocol/squads', async (request) => ok(await matches.squads(request.lang, idOf(request.params))));
  app.get('/matches/:id/statistics', async (request) => ok(await matches.statistics(request.lang, idOf(request.params))));
  app.get('/matches/:id/media', async (request) => ok(await matches.media(request.lang, idOf(request.params))));
  app.get('/matches/:id/news', async (request) => ok(await matches.news(request.lang, idOf(request.params))));
}
