// GET /cabinet/departures: the departures list of the clubs cabinet (HTTP only).
import { cabinetLists as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { DeparturesService } from './departures.service';

export async function departuresCabinetRoutes(app: FastifyInstance, { departures }: { departures: DeparturesService }) {
  route(app, endpoints.cabinetDepartures, async ({ request }) => ok(await departures.cabinetList(request.lang, request.currentUser())));
}
