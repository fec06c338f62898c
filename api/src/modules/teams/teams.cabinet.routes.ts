// /cabinet/teams: the paged list, "my team", a team's form, the writes and the logo (HTTP only;
// scoping and rules in teams.cabinet.service.ts). A team's card and /cabinet/team-stats are read
// models of the team-pages module. A successful write forgets the micro-cached public answers.
import { teamsCabinet as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { multipartForms } from '../../lib/cabinet-writes';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import { readMultipartUpload } from '../../storage/upload';
import type { TeamsCabinetService } from './teams.cabinet.service';

export async function teamsCabinetRoutes(app: FastifyInstance, { registry }: { registry: TeamsCabinetService }) {
  await multipartForms(app);

  route(app, endpoints.cabinetList, async ({ query, request }) =>
    registry.list(request.lang, request.currentUser(), query),
  );
  route(app, endpoints.create, async ({ body, reply }) => {
    reply.code(201);
    return ok(await registry.create(body));
  });
  route(app, endpoints.myTeams, async ({ request }) => ok(await registry.myTeams(request.lang, request.currentUser())));
  route(app, endpoints.teamForm, async ({ params, request }) =>
    ok(await registry.form(request.lang, request.currentUser(), params.id)),
  );
  route(app, endpoints.editTeam, async ({ params, body, request }) =>
    ok(await registry.edit(request.currentUser(), params.id, body)),
  );
  route(app, endpoints.uploadLogo, async ({ params, request }) => {
    const { file } = await readMultipartUpload(request, { field: 'logo', kind: 'image' });
    if (!file) throw new AppError('validation_failed', { fields: { logo: [{ rule: 'required' }] } });
    return ok(await registry.uploadLogo(request.currentUser(), params.id, file));
  });
  route(app, endpoints.deleteLogo, async ({ params, request }) =>
    ok(await registry.deleteLogo(request.currentUser(), params.id)),
  );
}
