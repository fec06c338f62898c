// GET /datetime, GET /translations?filter[tag]=… (endpoint objects of @league/shared/endpoints:
// system), GET /handbook/main-tournament and GET /handbook/{name} (handbooks).
import { HANDBOOK_LISTS, type HandbookListName } from '@league/shared/contracts';
import { handbooks as handbookEndpoints, system as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { HandbooksService } from './handbooks.service';
import type { SystemService } from './system.service';

const isHandbookList = (name: string): name is HandbookListName => (HANDBOOK_LISTS as readonly string[]).includes(name);

export async function systemPublicRoutes(
  app: FastifyInstance,
  { system, handbooks }: { system: SystemService; handbooks: HandbooksService },
) {
  route(app, endpoints.datetime, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return ok(system.datetime());
  });

  route(app, endpoints.translations, async ({ query, request }) =>
    ok(await system.translations(request.lang, query.filter?.tag)),
  );

  route(app, handbookEndpoints.mainTournament, async ({ request }) => ok(await handbooks.mainTournament(request.lang)));
  // An unknown handbook is a missing page (404), not a malformed request.
  route(app, handbookEndpoints.list, async ({ params, query, request }) => {
    if (!isHandbookList(params.name)) throw new AppError('not_found');
    return ok(await handbooks.list(request.lang, params.name, query));
  });
}
