// Public player routes (spec §7, HTTP only): GET /players, /squad/player/{slug} with its
// statistics, matches and tournaments, and /scorer.
import { PeoplePageQuery, PlayersQuery, ScorerQuery } from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { slugOf } from '../../lib/path-params';
import { ok, parseQuery } from '../../lib/validate';
import type { PlayersService } from './players.service';

export async function playersPublicRoutes(app: FastifyInstance, { players }: { players: PlayersService }) {
  app.get('/players', async (request) => {
    const { data, meta } = await players.list(request.lang, parseQuery(PlayersQuery, request.query));
    return { success: true as const, data, meta };
  });
  app.get('/squad/player/:slug', async (request) => ok(await players.profile(request.lang, slugOf(request.params))));
  app.get('/squad/player/:slug/statistics', async (request) => ok(await players.statistics(request.lang, slugOf(request.params))));
  app.get('/squad/player/:slug/matches', async (request) => {
    const slug = slugOf(request.params);
    const { data, meta } = await players.matches(request.lang, slug, parseQuery(PeoplePageQuery, request.query));
    return { success: true as const, data, meta };
  });
  app.get('/squad/player/:slug/tournaments', async (request) => ok(await players.tournaments(request.lang, slugOf(request.params))));
  app.get('/scorer', async (request) => ok(await players.topScorer(request.lang, parseQuery(ScorerQuery, request.query).tournament_id)));
}
