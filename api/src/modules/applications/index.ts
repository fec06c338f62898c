// The applications module: applications of teams, players and staff to a tournament.
import { defineModule } from '../module';
import { applicationsPublicRoutes } from './applications.public.routes';
import { createApplicationsService } from './applications.service';

export const applicationsModule = defineModule({
  services: ({ db, clock }) => ({ applications: createApplicationsService({ db, clock }) }),
  publicRoutes: applicationsPublicRoutes,
});
