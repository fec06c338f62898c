// /cabinet/players (HTTP only; scope and rules in the service): the list, a player's page and
// form, create, edit, status, statistics per team, transfer, photo upload (a team's players
// import is the registry-import module's, spec §5, §8).
import multipart from '@fastify/multipart';
import { playersCabinet as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { paginated } from '../../lib/pagination';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import { readMultipartUpload } from '../../storage/upload';
import type { PlayersCabinetService } from './players.cabinet.service';

export async function playersCabinetRoutes(app: FastifyInstance, { cabinet }: { cabinet: PlayersCabinetService }) {
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
    ok(await cabinet.edit(request.lang, request.currentUser(), params.id, body)),
  );
  route(app, endpoints.cabinetStatus, async ({ params, body, request }) =>
    ok(await cabinet.setStatus(request.currentUser(), params.id, body.status)),
  );
  route(app, endpoints.cabinetTeamsStats, async ({ params, request }) =>
    ok(await cabinet.teamsStats(request.lang, request.currentUser(), params.id)),
  );
  route(app, endpoints.switchTeam, async ({ body, request }) =>
    ok(await cabinet.switchTeam(request.lang, request.currentUser(), body)),
  );
  route(app, endpoints.uploadPhoto, async ({ params, request }) => {
    const { file } = await readMultipartUpload(request, { field: 'photo', kind: 'image' });
    return ok(await cabinet.setPhoto(request.currentUser(), params.id, file));
  });
}
