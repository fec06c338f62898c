// The tournaments module: tournaments, seasons, tours and team applications to a tournament.
import { defineModule } from '../module';
import { tournamentsCabinetRoutes } from './tournaments.cabinet.routes';
import { tournamentsPublicRoutes } from './tournaments.public.routes';
import { createTournamentsService } from './tournaments.service';

export const tournamentsModule = defineModule({
  services: ({ db, clock }) => ({ tournaments: createTournamentsService({ db, clock }) }),
  publicRoutes: tournamentsPublicRoutes,
  cabinetRoutes: tournamentsCabinetRoutes,
});
