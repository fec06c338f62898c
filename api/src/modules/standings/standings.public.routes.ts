// Public standings routes (spec §7), registered from the endpoint objects of
// @league/shared/endpoints (standings): tables, form, leaders, suspensions, checkerboard, team
// statistics, the calendar and the tournament page summary.
import { standings as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route, textFile } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { StandingsService } from './standings.service';

export async function standingsPublicRoutes(app: FastifyInstance, { standings }: { standings: StandingsService }) {
  route(app, endpoints.tournamentPage, async ({ params, request }) =>
    ok(await standings.tournamentPage(request.lang, params.id)),
  );
  route(app, endpoints.table, async ({ params, query, request }) =>
    ok(await standings.table(request.lang, params.id, query)),
  );
  route(app, endpoints.form, async ({ params, request }) => ok(await standings.form(request.lang, params.id)));
  route(app, endpoints.scorers, async ({ params, request }) => ok(await standings.scorers(request.lang, params.id)));
  route(app, endpoints.assistants, async ({ params, request }) =>
    ok(await standings.assistants(request.lang, params.id)),
  );
  route(app, endpoints.disqualifications, async ({ params, request }) =>
    ok(await standings.disqualifications(request.lang, params.id)),
  );
  route(app, endpoints.disqualificationsCsv, async ({ params, query, request }) => {
    const text = await standings.disqualificationsCsv(query.lang ?? request.lang, params.id);
    return textFile(text, 'text/csv; charset=utf-8', `disqualifications-${params.id}.csv`, 'public, max-age=300');
  });
  route(app, endpoints.checkerboard, async ({ params, request }) =>
    ok(await standings.checkerboard(request.lang, params.id)),
  );
  route(app, endpoints.teamStatistics, async ({ params, request }) =>
    ok(await standings.teamStatistics(request.lang, params.id)),
  );

  // The same by query (`?tournament_id=`)
  route(app, endpoints.tableByQuery, async ({ query: { tournament_id, ...range }, request }) =>
    ok(await standings.table(request.lang, tournament_id, range)),
  );
  route(app, endpoints.scorersByQuery, async ({ query, request }) =>
    ok(await standings.scorers(request.lang, query.tournament_id)),
  );
  route(app, endpoints.assistantsByQuery, async ({ query, request }) =>
    ok(await standings.assistants(request.lang, query.tournament_id)),
  );
  route(app, endpoints.goalkeepers, async ({ query, request }) =>
    ok(
      await standings.goalkeepers(request.lang, await standings.resolveTournamentId(request.lang, query.tournament_id)),
    ),
  );
  route(app, endpoints.statistics, async ({ query, request }) =>
    ok(
      await standings.teamStatistics(
        request.lang,
        await standings.resolveTournamentId(request.lang, query.tournament_id),
      ),
    ),
  );

  route(app, endpoints.calendar, async ({ query, request }) => ok(await standings.calendar(request.lang, query)));
}
