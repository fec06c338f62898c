// The referees module: referees and their pages (a match's crew belongs to the matches module).
import { defineModule } from '../module';
import { refereesPublicRoutes } from './referees.public.routes';
import type { RefereesService } from './referees.service';

export { createRefereesService, type RefereesService } from './referees.service';

export const refereesModule = defineModule<{ referees: RefereesService }>({
  publicRoutes: refereesPublicRoutes,
});
