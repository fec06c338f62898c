// GET /cabinet/matches: the list the matches cabinet opens on — a referee's own matches
// (HTTP only; the scoping is in the service).
import { cabinetLists as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { MatchesService } from './matches.service';

export async function matchesCabinetRoutes(app: FastifyInstance, { matches }: { matches: MatchesService }) {
  route(app, endpoints.cabinetMatches, async ({ request }) => ok(await matches.refereeCabinetList(request.lang, request.currentUser())));
}
