// GET /cabinet/clubs: the list the clubs cabinet opens on (HTTP only; scoping in the service).
import { cabinetLists as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { ClubsService } from './clubs.service';

export async function clubsCabinetRoutes(app: FastifyInstance, { clubs }: { clubs: ClubsService }) {
  route(app, endpoints.cabinetClubs, async ({ request }) => ok(await clubs.cabinetList(request.lang, request.currentUser())));
}
