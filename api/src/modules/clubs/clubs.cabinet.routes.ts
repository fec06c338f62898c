// /cabinet/clubs: the paged list, a club, its form, the writes and the crest (HTTP only; scoping
// and rules in the service). A successful write forgets the micro-cached public answers.
import { cabinetLists, clubsCabinet as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { paginated } from '../../lib/pagination';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { multipartForms } from '../../lib/cabinet-writes';
import { readMultipartUpload } from '../../storage/upload';
import { ok } from '../../lib/validate';
import type { ClubsCabinetService } from './clubs.cabinet.service';

export async function clubsCabinetRoutes(app: FastifyInstance, { registry }: { registry: ClubsCabinetService }) {
  await multipartForms(app);
  route(app, cabinetLists.cabinetClubs, async ({ query, request }) => {
    const { data, total, window } = await registry.list(request.lang, request.currentUser(), query);
    return paginated(data, total, window);
  });
  route(app, endpoints.createClub, async ({ body, reply }) => {
    reply.code(201);
    return ok(await registry.create(body));
  });
  route(app, endpoints.cabinetClub, async ({ params, request }) =>
    ok(await registry.detail(request.lang, request.currentUser(), params.id)),
  );
  route(app, endpoints.clubForm, async ({ params, request }) =>
    ok(await registry.form(request.lang, request.currentUser(), params.id)),
  );
  route(app, endpoints.updateClub, async ({ params, body }) => ok(await registry.update(params.id, body)));
  route(app, endpoints.deleteClub, async ({ params }) => ok(await registry.remove(params.id)));
  route(app, endpoints.archiveClub, async ({ params }) => ok(await registry.archive(params.id)));
  route(app, endpoints.uploadCrest, async ({ params, request }) => {
    const { file } = await readMultipartUpload(request, { field: 'logo', kind: 'image' });
    if (!file) throw new AppError('validation_failed', { fields: { logo: [{ rule: 'required' }] } });
    return ok(await registry.uploadCrest(params.id, file));
  });
  route(app, endpoints.deleteCrest, async ({ params }) => ok(await registry.deleteCrest(params.id)));
}
