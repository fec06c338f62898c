// GET /cabinet/tournaments, /cabinet/matches, /cabinet/departures, /cabinet/clubs — the lists
// each cabinet area opens on. Role checks here; scoping by club or crew in the service.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/validate';
import type { PublicModuleOptions } from '../public/index';
import { createCabinetLandingService } from './cabinet-landing.service';

export async function cabinetLandingModule(app: FastifyInstance, { db }: PublicModuleOptions) {
  const service = createCabinetLandingService({ db });
  app.get('/cabinet/tournaments', { preHandler: app.requireRole('super_admin', 'command_admin', 'media_manager') }, async (request) =>
    ok(await service.tournaments(request.lang)),
  );
  app.get('/cabinet/matches', { preHandler: app.requireRole('referee', 'super_admin') }, async (request) =>
    ok(await service.refereeMatches(request.lang, request.currentUser())),
  );
  app.get('/cabinet/departures', { preHandler: app.requireRole('super_admin', 'command_admin', 'provider') }, async (request) =>
    ok(await service.departures(request.lang, request.currentUser())),
  );
  app.get('/cabinet/clubs', { preHandler: app.requireRole('super_admin', 'command_admin') }, async (request) =>
    ok(await service.clubs(request.lang, request.currentUser())),
  );
}
