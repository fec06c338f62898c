// The cabinet's team card (/cabinet/teams/{id}) and /cabinet/team-stats (HTTP only; reading
// rights from the teams registry, the joins in cabinet/).
import { teamsCabinet as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { TeamPagesCabinetService } from './team-pages.cabinet.service';

export async function teamPagesCabinetRoutes(app: FastifyInstance, { cabinet }: { cabinet: TeamPagesCabinetService }) {
  route(app, endpoints.cabinetTeam, async ({ params, request }) =>
    ok(await cabinet.detail(request.lang, request.currentUser(), params.id)),
  );
  route(app, endpoints.cabinetStats, async ({ query, request }) =>
    cabinet.statistics(request.lang, request.currentUser(), query),
  );
}
