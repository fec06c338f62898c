// GET /cabinet/departures: the departures list of the clubs cabinet (HTTP only).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/validate';
import type { DeparturesService } from './departures.service';

export async function departuresCabinetRoutes(app: FastifyInstance, { departures }: { departures: DeparturesService }) {
  app.get('/cabinet/departures', { preHandler: app.requireRole('super_admin', 'command_admin', 'provider') }, async (request) =>
    ok(await departures.cabinetList(request.lang, request.currentUser())),
  );
}
