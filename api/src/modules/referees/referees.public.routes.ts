// GET /judges, GET /judges/{id or slug} (HTTP only).
import { JudgesQuery } from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { keyOf } from '../../lib/path-params';
import { ok, parseQuery } from '../../lib/validate';
import type { RefereesService } from './referees.service';

export async function refereesPublicRoutes(app: FastifyInstance, { referees }: { referees: RefereesService }) {
  app.get('/judges', async (request) => {
    const { data, meta } = await referees.list(request.lang, parseQuery(JudgesQuery, request.query));
    return { success: true as const, data, meta };
  });
  app.get('/judges/:id', async (request) => ok(await referees.detail(request.lang, keyOf(request.params))));
}
