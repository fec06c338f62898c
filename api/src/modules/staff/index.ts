// The staff module: coaches and the other staff of the teams.
import { defineModule } from '../module';
import { staffPublicRoutes } from './staff.public.routes';
import { createStaffService } from './staff.service';

export const staffModule = defineModule({
  services: ({ db, clock }) => ({ staff: createStaffService({ db, clock }) }),
  publicRoutes: staffPublicRoutes,
});
