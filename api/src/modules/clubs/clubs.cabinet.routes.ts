// GET /cabinet/clubs: the list the clubs cabinet opens on (HTTP only; scoping in the service).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/validate';
import type { ClubsService } from './clubs.service';

export async function clubsCabinetRoutes(app: FastifyInstance, { clubs }: { clubs: ClubsService }) {
  app.get('/cabinet/clubs', { preHandler: app.requireRole('super_admin', 'command_admin') }, async (request) =>
    ok(await clubs.cabinetList(request.lang, request.currentUser())),
  );
}
