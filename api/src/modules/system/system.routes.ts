// GET /datetime, GET /translations?filter[tag]=…
import { TranslationsQuery } from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, parseQuery } from '../../lib/validate';
import type { SystemService } from './system.service';

export async function systemRoutes(app: FastifyInstance, { system }: { system: SystemService }) {
  app.get('/datetime', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(system.datetime());
  });

  app.get('/translations', async (request) => {
    const query = parseQuery(TranslationsQuery, request.query);
    return ok(await system.translations(request.lang, query.filter?.tag));
  });
}
