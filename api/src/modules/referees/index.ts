// The referees module: referees and their pages (a match's crew belongs to the matches module).
import { defineModule } from '../module';
import { refereesPublicRoutes } from './referees.public.routes';
import { createRefereesService } from './referees.service';

export const refereesModule = defineModule({
  services: ({ db, clock }) => ({ referees: createRefereesService({ db, clock }) }),
  publicRoutes: refereesPublicRoutes,
});
