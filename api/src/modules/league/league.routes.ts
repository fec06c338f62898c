// Public league routes (spec §7): tournaments, tables and leaders, calendar, matches, handbooks.
// HTTP only: validate with the shared contracts, call the service, return the envelope.
// Every answer is cacheable for 30 s with an ETag (see http-cache.ts).
import {
  CalendarQuery,
  HANDBOOKS,
  HandbookQuery,
  IdParams,
  MatchesQuery,
  NearestMatchesQuery,
  OptionalTournamentQuery,
  TableQuery,
  TournamentTableQuery,
  type HandbookName,
} from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { ok, parseQuery } from '../../lib/validate';
import { usePublicCache } from './http-cache';
import type { LeagueService } from './league.service';

const idOf = (params: unknown) => parseQuery(IdParams, params).id;

export async function leagueRoutes(app: FastifyInstance, { league }: { league: LeagueService }) {
  usePublicCache(app);

  // Tournaments
  app.get('/tournaments/:id', async (request) => ok(await league.tournament(request.lang, idOf(request.params))));
  app.get('/tournament-page/tournament/:id', async (request) => ok(await league.tournamentPage(request.lang, idOf(request.params))));
  app.get('/tournaments/:id/table', async (request) => {
    const id = idOf(request.params);
    return ok(await league.table(request.lang, id, parseQuery(TableQuery, request.query)));
  });
  app.get('/tournaments/:id/form', async (request) => ok(await league.form(request.lang, idOf(request.params))));
  app.get('/tournaments/:id/scorers', async (request) => ok(await league.scorers(request.lang, idOf(request.params))));
  app.get('/tournaments/:id/assistants', async (request) => ok(await league.assistants(request.lang, idOf(request.params))));
  app.get('/tournaments/:id/disqualifications', async (request) => ok(await league.disqualifications(request.lang, idOf(request.params))));
  app.get('/tournaments/:id/checkerboard', async (request) => ok(await league.checkerboard(request.lang, idOf(request.params))));
  app.get('/tournament-stats/teams/:id', async (request) => ok(await league.teamStatistics(request.lang, idOf(request.params))));

  // The same by query (`?tournament_id=`)
  app.get('/tournaments/table', async (request) => {
    const { tournament_id, ...range } = parseQuery(TournamentTableQuery, request.query);
    return ok(await league.table(request.lang, tournament_id, range));
  });
  app.get('/tournaments/scorers', async (request) => {
    const { tournament_id } = parseQuery(TournamentTableQuery, request.query);
    return ok(await league.scorers(request.lang, tournament_id));
  });
  app.get('/tournaments/assistants', async (request) => {
    const { tournament_id } = parseQuery(TournamentTableQuery, request.query);
    return ok(await league.assistants(request.lang, tournament_id));
  });
  app.get('/goalkeepers', async (request) => {
    const query = parseQuery(OptionalTournamentQuery, request.query);
    return ok(await league.goalkeepers(request.lang, await league.resolveTournamentId(request.lang, query.tournament_id)));
  });
  app.get('/statistics', async (request) => {
    const query = parseQuery(OptionalTournamentQuery, request.query);
    return ok(await league.teamStatistics(request.lang, await league.resolveTournamentId(request.lang, query.tournament_id)));
  });

  // Calendar and matches
  app.get('/calendar/matches', async (request) => ok(await league.calendar(request.lang, parseQuery(CalendarQuery, request.query))));
  app.get('/nearest-matches', async (request) => ok(await league.nearest(request.lang, parseQuery(NearestMatchesQuery, request.query))));
  app.get('/matches', async (request) => {
    const { data, meta } = await league.matches(request.lang, parseQuery(MatchesQuery, request.query));
    return { success: true as const, data, meta };
  });
  app.get('/matches/:id', async (request) => ok(await league.match(request.lang, idOf(request.params))));
  app.get('/matches/:id/protocol', async (request) => ok(await league.protocol(request.lang, idOf(request.params))));
  app.get('/matches/:id/protocol/squads', async (request) => ok(await league.squads(request.lang, idOf(request.params))));
  app.get('/matches/:id/statistics', async (request) => ok(await league.matchStatistics(request.lang, idOf(request.params))));
  app.get('/matches/:id/media', async (request) => ok(await league.media(request.lang, idOf(request.params))));
  app.get('/matches/:id/news', async (request) => ok(await league.news(request.lang, idOf(request.params))));

  // Handbooks
  app.get('/handbook/:name', async (request) => {
    const { name } = request.params as { name: string };
    if (!(HANDBOOKS as readonly string[]).includes(name)) throw new AppError('not_found');
    return ok(await league.handbook(request.lang, name as HandbookName, parseQuery(HandbookQuery, request.query)));
  });
}
