// Public match routes (spec §7), registered from the endpoint objects of
// @league/shared/endpoints (matches): the paginated and nearest lists, and the match page
// (detail, protocol, squads, statistics, media, news).
import { matches as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { MatchesService } from './matches.service';

export async function matchesPublicRoutes(app: FastifyInstance, { matches }: { matches: MatchesService }) {
  route(app, endpoints.nearest, async ({ query, request }) => ok(await matches.nearest(request.lang, query)));
  route(app, endpoints.list, async ({ query, request }) => {
    const { data, meta } = await matches.list(request.lang, query);
    return { success: true as const, data, meta };
  });
  route(app, endpoints.detail, async ({ params, request }) => ok(await matches.detail(request.lang, params.id)));
  route(app, endpoints.protocol, async ({ params, request }) => ok(await matches.protocol(request.lang, params.id)));
  route(app, endpoints.squads, async ({ params, request }) => ok(await matches.squads(request.lang, params.id)));
  route(app, endpoints.statistics, async ({ params, request }) =>
    ok(await matches.statistics(request.lang, params.id)),
  );
  route(app, endpoints.media, async ({ params, request }) => ok(await matches.media(request.lang, params.id)));
  route(app, endpoints.news, async ({ params, request }) => ok(await matches.news(request.lang, params.id)));
}
