// GET /cabinet/tournaments: the list the tournaments cabinet opens on (HTTP only).
import { cabinetLists as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { TournamentsService } from './tournaments.service';

export async function tournamentsCabinetRoutes(app: FastifyInstance, { tournaments }: { tournaments: TournamentsService }) {
  route(app, endpoints.cabinetTournaments, async ({ request }) => ok(await tournaments.cabinetList(request.lang)));
}
