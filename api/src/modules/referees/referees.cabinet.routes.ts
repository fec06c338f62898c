// /cabinet/referees: list, one, create, edit, (de)activate, photo (HTTP only; rules in the service).
import multipart from '@fastify/multipart';
import { refereesCabinet as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { paginated } from '../../lib/pagination';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import { readMultipartUpload } from '../../storage/upload';
import type { RefereesCabinetService } from './referees.cabinet.service';

export async function refereesCabinetRoutes(app: FastifyInstance, { cabinet }: { cabinet: RefereesCabinetService }) {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  route(app, endpoints.cabinetList, async ({ query, request }) => {
    const { data, total, window } = await cabinet.list(request.lang, query);
    return paginated(data, total, window);
  });
  route(app, endpoints.cabinetDetail, async ({ params, request }) => ok(await cabinet.detail(request.lang, params.id)));
  route(app, endpoints.create, async ({ body, request, reply }) => {
    reply.code(201);
    return ok(await cabinet.create(request.lang, body));
  });
  route(app, endpoints.update, async ({ params, body, request }) =>
    ok(await cabinet.update(request.lang, params.id, body)),
  );
  route(app, endpoints.setActive, async ({ params, body, request }) =>
    ok(await cabinet.setActive(request.lang, params.id, body.active)),
  );
  route(app, endpoints.uploadPhoto, async ({ params, request }) => {
    const { file } = await readMultipartUpload(request, { field: 'photo', kind: 'image' });
    return ok(await cabinet.setPhoto(params.id, file));
  });
}
