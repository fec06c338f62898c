// Public people routes (spec §7): teams, squads, coaches, players, referees, clubs, geography,
// and a team's application to a tournament.
// HTTP only: validate with the shared contracts, call the service, return the envelope.
// Every answer is cacheable for 30 s with an ETag (league/http-cache.ts).
import {
  ClubsQuery,
  JudgesQuery,
  PeopleIdOrSlugParams,
  PeopleIdParams,
  PeoplePageQuery,
  PeopleSlugParams,
  PlayersQuery,
  ScorerQuery,
  TeamIdQuery,
  TeamMatchesQuery,
  TeamsQuery,
  TeamStatsQuery,
} from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { ok, parseQuery } from '../../lib/validate';
import { usePublicCache } from '../league/http-cache';
import type { PeopleService } from './people.service';

/** Path parameters: a bad slug or id is a resource that does not exist (404), not a form error. */
function pathParam<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation_failed') throw new AppError('not_found');
    throw error;
  }
}
const slugOf = (params: unknown) => pathParam(() => parseQuery(PeopleSlugParams, params).slug);
const idOf = (params: unknown) => pathParam(() => parseQuery(PeopleIdParams, params).id);
const keyOf = (params: unknown) => pathParam(() => parseQuery(PeopleIdOrSlugParams, params).id);

export async function peopleRoutes(app: FastifyInstance, { people }: { people: PeopleService }) {
  usePublicCache(app);

  // Teams
  app.get('/teams', async (request) => ok(await people.teams(request.lang, parseQuery(TeamsQuery, request.query))));
  app.get('/teams/:slug', async (request) => ok(await people.team(request.lang, slugOf(request.params))));
  app.get('/teams/:id/squad', async (request) => ok(await people.squad(request.lang, idOf(request.params))));
  app.get('/teams/:id/matches', async (request) => {
    const id = idOf(request.params);
    return ok(await people.teamMatches(request.lang, id, parseQuery(TeamMatchesQuery, request.query).tournament_id));
  });
  app.get('/teams-stats', async (request) => {
    const { team_id, tournament_id } = parseQuery(TeamStatsQuery, request.query);
    return ok(await people.teamsStats(request.lang, team_id, tournament_id));
  });

  // Staff (coaches) and the squad's withdrawn players
  app.get('/coaches', async (request) => ok(await people.coaches(request.lang, parseQuery(TeamIdQuery, request.query).team_id)));
  app.get('/coaches/:slug', async (request) => ok(await people.coach(request.lang, slugOf(request.params))));
  app.get('/squad/unsubmitted', async (request) => ok(await people.unsubmitted(request.lang, parseQuery(TeamIdQuery, request.query).team_id)));
  app.get('/squad/check-unsubmitted', async (request) => ok(await people.checkUnsubmitted(request.lang, parseQuery(TeamIdQuery, request.query).team_id)));

  // Players
  app.get('/players', async (request) => {
    const { data, meta } = await people.players(request.lang, parseQuery(PlayersQuery, request.query));
    return { success: true as const, data, meta };
  });
  app.get('/squad/player/:slug', async (request) => ok(await people.player(request.lang, slugOf(request.params))));
  app.get('/squad/player/:slug/statistics', async (request) => ok(await people.playerStatistics(request.lang, slugOf(request.params))));
  app.get('/squad/player/:slug/matches', async (request) => {
    const slug = slugOf(request.params);
    const { data, meta } = await people.playerMatches(request.lang, slug, parseQuery(PeoplePageQuery, request.query));
    return { success: true as const, data, meta };
  });
  app.get('/squad/player/:slug/tournaments', async (request) => ok(await people.playerTournaments(request.lang, slugOf(request.params))));
  app.get('/scorer', async (request) => ok(await people.topScorer(request.lang, parseQuery(ScorerQuery, request.query).tournament_id)));

  // Referees
  app.get('/judges', async (request) => {
    const { data, meta } = await people.judges(request.lang, parseQuery(JudgesQuery, request.query));
    return { success: true as const, data, meta };
  });
  app.get('/judges/:id', async (request) => ok(await people.judge(request.lang, keyOf(request.params))));

  // Clubs and geography
  app.get('/clubs', async (request) => {
    const { data, meta } = await people.clubs(request.lang, parseQuery(ClubsQuery, request.query));
    return { success: true as const, data, meta };
  });
  app.get('/clubs/:slug', async (request) => ok(await people.club(request.lang, slugOf(request.params))));
  app.get('/geography', async (request) => ok(await people.geography(request.lang)));

  // A team's application to a tournament: a non-numeric tournament id is a 422 (as in the league
  // routes); a team slug that cannot exist is an unknown team (404).
  app.get('/tournaments/:id/teams/:team_slug/application', async (request) => {
    const params = request.params as { id?: string; team_slug?: string };
    const { id } = parseQuery(PeopleIdParams, { id: params.id });
    const slug = slugOf({ slug: params.team_slug });
    return ok(await people.teamApplication(request.lang, id, slug));
  });
}
