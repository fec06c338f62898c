// GET /cabinet/matches: the list the matches cabinet opens on — a referee's own matches
// (HTTP only; the scoping is in the service).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/validate';
import type { MatchesService } from './matches.service';

export async function matchesCabinetRoutes(app: FastifyInstance, { matches }: { matches: MatchesService }) {
  app.get('/cabinet/matches', { preHandler: app.requireRole('referee', 'super_admin') }, async (request) =>
    ok(await matches.refereeCabinetList(request.lang, request.currentUser())),
  );
}
