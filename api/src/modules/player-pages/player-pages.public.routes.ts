// Public player routes (spec §7, HTTP only): GET /players, /squad/player/{slug} with its
// statistics, matches and tournaments, and /scorer — registered from the endpoint objects. A
// slug that is not a valid one is an unknown player (404).
import { players as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { slugOf } from '../../lib/path-params';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { PlayerPagesService } from './player-pages.service';

export async function playersPublicRoutes(app: FastifyInstance, { players }: { players: PlayerPagesService }) {
  route(app, endpoints.list, async ({ request, query }) => {
    const { data, meta } = await players.list(request.lang, query);
    return { success: true as const, data, meta };
  });
  route(app, endpoints.profile, async ({ request, params }) => ok(await players.profile(request.lang, slugOf(params))));
  route(app, endpoints.statistics, async ({ request, params }) =>
    ok(await players.statistics(request.lang, slugOf(params))),
  );
  route(app, endpoints.matches, async ({ request, params, query }) => {
    const slug = slugOf(params);
    const { data, meta } = await players.matches(request.lang, slug, query);
    return { success: true as const, data, meta };
  });
  route(app, endpoints.tournaments, async ({ request, params }) =>
    ok(await players.tournaments(request.lang, slugOf(params))),
  );
  route(app, endpoints.topScorer, async ({ request, query }) =>
    ok(await players.topScorer(request.lang, query.tournament_id)),
  );
}
