// The clubs module: clubs (a club has teams; see the teams module) and the cabinet's registry.
import { defineModule } from '../module';
import { clubsCabinetRoutes } from './clubs.cabinet.routes';
import type { ClubsCabinetService } from './clubs.cabinet.service';
import { clubsPublicRoutes } from './clubs.public.routes';
import type { ClubsService } from './clubs.service';

export { createClubsCabinetService, type ClubsCabinetService } from './clubs.cabinet.service';
export { createClubsService, type ClubsService } from './clubs.service';
export { insertImportedClub, type ImportedClub } from './clubs.import';

export const clubsModule = defineModule<{ clubs: ClubsService; registry: ClubsCabinetService }>({
  publicRoutes: clubsPublicRoutes,
  cabinetRoutes: clubsCabinetRoutes,
});
