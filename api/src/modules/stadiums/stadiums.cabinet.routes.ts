// /cabinet/stadiums: list, create, read, update, delete (HTTP only; rules in the service). A
// successful write forgets the micro-cached public answers (match pages name the stadium).
import { stadiums as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { paginated } from '../../lib/pagination';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { StadiumsCabinetService } from './stadiums.cabinet.service';

export async function stadiumsCabinetRoutes(app: FastifyInstance, { registry }: { registry: StadiumsCabinetService }) {
  route(app, endpoints.cabinetStadiums, async ({ query, request }) => {
    const { data, total, window } = await registry.list(request.lang, query);
    return paginated(data, total, window);
  });
  route(app, endpoints.createStadium, async ({ body, request, reply }) => {
    reply.code(201);
    return ok(await registry.create(request.lang, body));
  });
  route(app, endpoints.cabinetStadium, async ({ params, request }) =>
    ok(await registry.detail(request.lang, params.id)),
  );
  route(app, endpoints.updateStadium, async ({ params, body, request }) =>
    ok(await registry.update(request.lang, params.id, body)),
  );
  route(app, endpoints.deleteStadium, async ({ params }) => ok(await registry.remove(params.id)));
}
