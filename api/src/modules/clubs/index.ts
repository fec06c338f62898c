// The clubs module: clubs (a club has teams; see the teams module).
import { defineModule } from '../module';
import { clubsCabinetRoutes } from './clubs.cabinet.routes';
import { clubsPublicRoutes } from './clubs.public.routes';
import { createClubsService } from './clubs.service';

export const clubsModule = defineModule({
  services: ({ db }) => ({ clubs: createClubsService({ db }) }),
  publicRoutes: clubsPublicRoutes,
  cabinetRoutes: clubsCabinetRoutes,
});
