// GET /datetime, GET /translations?filter[tag]=… (both answered without the public cache, as
// they always were), GET /handbook/{name} (HTTP only).
import { HANDBOOKS, HandbookQuery, TranslationsQuery, type HandbookName } from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { ok, parseQuery } from '../../lib/validate';
import type { HandbooksService } from './handbooks.service';
import type { SystemService } from './system.service';

export async function systemPublicRoutes(app: FastifyInstance, { system, handbooks }: { system: SystemService; handbooks: HandbooksService }) {
  app.get('/datetime', { config: { publicCache: false } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(system.datetime());
  });

  app.get('/translations', { config: { publicCache: false } }, async (request) => {
    const query = parseQuery(TranslationsQuery, request.query);
    return ok(await system.translations(request.lang, query.filter?.tag));
  });

  app.get('/handbook/:name', async (request) => {
    const { name } = request.params as { name: string };
    if (!(HANDBOOKS as readonly string[]).includes(name)) throw new AppError('not_found');
    return ok(await handbooks.handbook(request.lang, name as HandbookName, parseQuery(HandbookQuery, request.query)));
  });
}
