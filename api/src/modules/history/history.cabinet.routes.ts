// The history of changes (super_admin): the log and one record's panel. Read only — no route
// changes or removes a recorded change. HTTP only: access and validation come from the endpoint
// objects, the rules from the service.
import { history as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { paginated } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { HistoryService } from './history.service';

export async function historyCabinetRoutes(app: FastifyInstance, { history }: { history: HistoryService }) {
  route(app, endpoints.log, async ({ query }) => {
    const { data, total, window } = await history.log(query);
    return paginated(data, total, window);
  });
  route(app, endpoints.ofRecord, async ({ params, query }) => {
    const { data, total, window } = await history.ofRecord(params.entity, params.id, query);
    return paginated(data, total, window);
  });
}
