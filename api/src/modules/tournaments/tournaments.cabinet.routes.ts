// /cabinet/tournaments and /cabinet/command-admin/tournaments (HTTP only; scoping, the
// finished-tournament rule and the clash rules are the service's).
import {
  cabinetLists,
  entries as entryEndpoints,
  seasons as seasonEndpoints,
  tournaments as endpoints,
} from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { EntriesService } from './entries.service';
import type { SeasonsService } from './seasons.service';
import type { TournamentsCabinetService } from './tournaments.cabinet.service';

export async function tournamentsCabinetRoutes(
  app: FastifyInstance,
  {
    cabinet,
    seasons,
    entries,
  }: { cabinet: TournamentsCabinetService; seasons: SeasonsService; entries: EntriesService },
) {
  // Seasons (ADR 0175) and entry requests (ADR 0176).
  route(app, seasonEndpoints.list, async ({ request }) => ok(await seasons.list(request.lang)));
  route(app, seasonEndpoints.create, async ({ request, body, reply }) => {
    reply.code(201);
    return ok(await seasons.create(request.lang, body));
  });
  route(app, seasonEndpoints.update, async ({ request, params, body }) =>
    ok(await seasons.update(request.lang, params.id, body)),
  );
  route(app, seasonEndpoints.makeCurrent, async ({ request, params }) =>
    ok(await seasons.makeCurrent(request.lang, params.id)),
  );
  route(app, entryEndpoints.list, async ({ request, params }) =>
    ok(await entries.list(request.lang, request.currentUser(), params.id)),
  );
  route(app, entryEndpoints.request, async ({ request, params, body, reply }) => {
    reply.code(201);
    return ok(await entries.request(request.lang, request.currentUser(), params.id, body.team_id));
  });
  route(app, entryEndpoints.decide, async ({ request, params, body }) =>
    ok(await entries.decide(request.lang, request.currentUser(), params.id, params.entry_id, body)),
  );

  route(app, cabinetLists.cabinetTournaments, async ({ request, query }) =>
    cabinet.list(request.lang, request.currentUser(), query),
  );
  route(app, endpoints.commandAdminList, async ({ request }) =>
    ok(await cabinet.commandAdminList(request.lang, request.currentUser())),
  );
  route(app, endpoints.create, async ({ body, reply }) => {
    reply.code(201);
    return ok(await cabinet.create(body));
  });
  route(app, endpoints.reorder, async ({ body }) => ok(await cabinet.reorder(body.ids)));
  route(app, endpoints.cabinetDetail, async ({ params, request }) =>
    ok(await cabinet.detail(request.lang, request.currentUser(), params.id)),
  );
  route(app, endpoints.form, async ({ params, request }) => ok(await cabinet.form(request.lang, params.id)));
  route(app, endpoints.update, async ({ params, body }) => ok(await cabinet.update(params.id, body)));
  route(app, endpoints.teams, async ({ params, request }) =>
    ok(await cabinet.teams(request.lang, request.currentUser(), params.id)),
  );
  route(app, endpoints.addTeams, async ({ params, body }) => ok(await cabinet.addTeams(params.id, body.team_ids)));
  route(app, endpoints.removeTeams, async ({ params, body }) => ok(await cabinet.removeTeams(params.id, body.ids)));
  route(app, endpoints.activity, async ({ params, body }) => ok(await cabinet.setActivity(params.id, body.active)));
  route(app, endpoints.main, async ({ params, body }) => ok(await cabinet.setMain(params.id, body.main)));
  route(app, endpoints.finish, async ({ params, body }) =>
    ok(await cabinet.finish(params.id, body.end_date, body.confirm === true)),
  );
  route(app, endpoints.matches, async ({ params, request }) =>
    ok(await cabinet.matches(request.lang, request.currentUser(), params.id)),
  );
  route(app, endpoints.createMatch, async ({ params, body, request, reply }) => {
    reply.code(201);
    return ok(await cabinet.createMatch(request.lang, params.id, body));
  });
  route(app, endpoints.editMatch, async ({ params, body, request }) =>
    ok(await cabinet.editMatch(request.lang, params.id, params.match_id, body)),
  );
  route(app, endpoints.deleteMatches, async ({ params, body }) => ok(await cabinet.deleteMatches(params.id, body.ids)));
  route(app, endpoints.schedule, async ({ params, body, request, reply }) => {
    const answer = await cabinet.schedule(request.lang, params.id, body);
    if (answer.saved) reply.code(201);
    return ok(answer);
  });
}
