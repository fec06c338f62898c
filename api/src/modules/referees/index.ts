// The referees module: referees and their pages (a match's crew belongs to the matches module),
// and the registry of referees in the cabinet.
import { defineModule } from '../module';
import { refereesCabinetRoutes } from './referees.cabinet.routes';
import type { RefereesCabinetService } from './referees.cabinet.service';
import { refereesPublicRoutes } from './referees.public.routes';
import type { RefereesService } from './referees.service';

export { createRefereesService, type RefereesService } from './referees.service';
export { createRefereesCabinetService, type RefereesCabinetService } from './referees.cabinet.service';

export const refereesModule = defineModule<{ referees: RefereesService; cabinet: RefereesCabinetService }>({
  publicRoutes: refereesPublicRoutes,
  cabinetRoutes: refereesCabinetRoutes,
});
