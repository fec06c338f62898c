// GET /cabinet/tournaments: the list the tournaments cabinet opens on (HTTP only).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/validate';
import type { TournamentsService } from './tournaments.service';

export async function tournamentsCabinetRoutes(app: FastifyInstance, { tournaments }: { tournaments: TournamentsService }) {
  app.get('/cabinet/tournaments', { preHandler: app.requireRole('super_admin', 'command_admin', 'media_manager') }, async (request) =>
    ok(await tournaments.cabinetList(request.lang)),
  );
}
