// Public standings routes (spec §7, HTTP only): tables, form, leaders, suspensions, checkerboard,
// team statistics, the calendar and the tournament page summary.
import { CalendarQuery, IdParams, OptionalTournamentQuery, TableQuery, TournamentTableQuery } from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, parseQuery } from '../../lib/validate';
import type { StandingsService } from './standings.service';

const idOf = (params: unknown) => parseQuery(IdParams, params).id;

export async function standingsPublicRoutes(app: FastifyInstance, { standings }: { standings: StandingsService }) {
  app.get('/tournament-page/tournament/:id', async (request) => ok(await standings.tournamentPage(request.lang, idOf(request.params))));
  app.get('/tournaments/:id/table', async (request) => {
    const id = idOf(request.params);
    return ok(await standings.table(request.lang, id, parseQuery(TableQuery, request.query)));
  });
  app.get('/tournaments/:id/form', async (request) => ok(await standings.form(request.lang, idOf(request.params))));
  app.get('/tournaments/:id/scorers', async (request) => ok(await standings.scorers(request.lang, idOf(request.params))));
  app.get('/tournaments/:id/assistants', async (request) => ok(await standings.assistants(request.lang, idOf(request.params))));
  app.get('/tournaments/:id/disqualifications', async (request) => ok(await standings.disqualifications(request.lang, idOf(request.params))));
  app.get('/tournaments/:id/checkerboard', async (request) => ok(await standings.checkerboard(request.lang, idOf(request.params))));
  app.get('/tournament-stats/teams/:id', async (request) => ok(await standings.teamStatistics(request.lang, idOf(request.params))));

  // The same by query (`?tournament_id=`)
  app.get('/tournaments/table', async (request) => {
    const { tournament_id, ...range } = parseQuery(TournamentTableQuery, request.query);
    return ok(await standings.table(request.lang, tournament_id, range));
  });
  app.get('/tournaments/scorers', async (request) => {
    const { tournament_id } = parseQuery(TournamentTableQuery, request.query);
    return ok(await standings.scorers(request.lang, tournament_id));
  });
  app.get('/tournaments/assistants', async (request) => {
    const { tournament_id } = parseQuery(TournamentTableQuery, request.query);
    return ok(await standings.assistants(request.lang, tournament_id));
  });
  app.get('/goalkeepers', async (request) => {
    const query = parseQuery(OptionalTournamentQuery, request.query);
    return ok(await standings.goalkeepers(request.lang, await standings.resolveTournamentId(request.lang, query.tournament_id)));
  });
  app.get('/statistics', async (request) => {
    const query = parseQuery(OptionalTournamentQuery, request.query);
    return ok(await standings.teamStatistics(request.lang, await standings.resolveTournamentId(request.lang, query.tournament_id)));
  });

  app.get('/calendar/matches', async (request) => ok(await standings.calendar(request.lang, parseQuery(CalendarQuery, request.query))));
}
