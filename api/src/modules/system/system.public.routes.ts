// GET /datetime, GET /translations?filter[tag]=… (endpoint objects of @league/shared/endpoints:
// system), GET /handbook/{name} (HTTP only).
import { HANDBOOKS, HandbookQuery, type HandbookName } from '@league/shared/contracts';
import { system as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { ok, parseQuery } from '../../lib/validate';
import type { HandbooksService } from './handbooks.service';
import type { SystemService } from './system.service';

export async function systemPublicRoutes(app: FastifyInstance, { system, handbooks }: { system: SystemService; handbooks: HandbooksService }) {
  route(app, endpoints.datetime, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return ok(system.datetime());
  });

  route(app, endpoints.translations, async ({ query, request }) => ok(await system.translations(request.lang, query.filter?.tag)));

  app.get('/handbook/:name', async (request) => {
    const { name } = request.params as { name: string };
    if (!(HANDBOOKS as readonly string[]).includes(name)) throw new AppError('not_found');
    return ok(await handbooks.handbook(request.lang, name as HandbookName, parseQuery(HandbookQuery, request.query)));
  });
}
