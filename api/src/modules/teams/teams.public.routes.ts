// Public team routes (spec §7, HTTP only): GET /teams, /teams/{slug}, /teams/{id}/squad,
// /teams/{id}/matches, /teams-stats.
import { TeamMatchesQuery, TeamsQuery, TeamStatsQuery } from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { idOf, slugOf } from '../../lib/path-params';
import { ok, parseQuery } from '../../lib/validate';
import type { TeamsService } from './teams.service';

export async function teamsPublicRoutes(app: FastifyInstance, { teams }: { teams: TeamsService }) {
  app.get('/teams', async (request) => ok(await teams.list(request.lang, parseQuery(TeamsQuery, request.query))));
  app.get('/teams/:slug', async (request) => ok(await teams.detail(request.lang, slugOf(request.params))));
  app.get('/teams/:id/squad', async (request) => ok(await teams.squad(request.lang, idOf(request.params))));
  app.get('/teams/:id/matches', async (request) => {
    const id = idOf(request.params);
    return ok(await teams.matches(request.lang, id, parseQuery(TeamMatchesQuery, request.query).tournament_id));
  });
  app.get('/teams-stats', async (request) => {
    const { team_id, tournament_id } = parseQuery(TeamStatsQuery, request.query);
    return ok(await teams.statistics(request.lang, team_id, tournament_id));
  });
}
