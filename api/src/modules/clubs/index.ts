// The clubs module: clubs (a club has teams; see the teams module) and the cabinet's registry.
import { defineModule } from '../module';
import { clubsCabinetRoutes } from './clubs.cabinet.routes';
import { createClubsCabinetService, type ClubsCabinetService } from './clubs.cabinet.service';
import { clubsPublicRoutes } from './clubs.public.routes';
import { createClubsService, type ClubsService } from './clubs.service';

export const clubsModule = defineModule<{ clubs: ClubsService; registry: ClubsCabinetService }>({
  services: ({ db, clock, storage }) => ({ clubs: createClubsService({ db }), registry: createClubsCabinetService({ db, clock, storage }) }),
  publicRoutes: clubsPublicRoutes,
  cabinetRoutes: clubsCabinetRoutes,
});
