// /cabinet/staff (HTTP only; scope and rules in the service): the list, a staff member's page
// and form, create, edit, patch, transfer, photo upload (a team's staff import is the
// registry-import module's, spec §5, §8).
import multipart from '@fastify/multipart';
import { staffCabinet as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { paginated } from '../../lib/pagination';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import { readMultipartUpload } from '../../storage/upload';
import type { StaffCabinetService } from './staff.cabinet.service';

export async function staffCabinetRoutes(app: FastifyInstance, { cabinet }: { cabinet: StaffCabinetService }) {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  route(app, endpoints.cabinetList, async ({ query, request }) => {
    const { data, total, window } = await cabinet.list(request.lang, request.currentUser(), query);
    return paginated(data, total, window);
  });
  route(app, endpoints.cabinetCreate, async ({ body, request, reply }) => {
    const saved = await cabinet.create(request.lang, request.currentUser(), body);
    reply.code(201);
    return ok(saved);
  });
  route(app, endpoints.cabinetDetail, async ({ params, request }) =>
    ok(await cabinet.detail(request.lang, request.currentUser(), params.slug)),
  );
  route(app, endpoints.cabinetForm, async ({ params, request }) =>
    ok(await cabinet.form(request.lang, request.currentUser(), params.slug)),
  );
  route(app, endpoints.cabinetEdit, async ({ params, body, request }) =>
    ok(await cabinet.update(request.currentUser(), params.slug, body)),
  );
  route(app, endpoints.cabinetPatch, async ({ params, body, request }) =>
    ok(await cabinet.update(request.currentUser(), params.slug, body)),
  );
  route(app, endpoints.switchTeam, async ({ body, request }) =>
    ok(await cabinet.switchTeam(request.lang, request.currentUser(), body)),
  );
  route(app, endpoints.uploadPhoto, async ({ params, request }) => {
    const { file } = await readMultipartUpload(request, { field: 'photo', kind: 'image' });
    return ok(await cabinet.setPhoto(request.currentUser(), params.slug, file));
  });
}
