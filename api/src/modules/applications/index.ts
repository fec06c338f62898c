// The applications module: applications of teams, players and staff to a tournament — the
// public views and the cabinet's (lists, team application, sending, decisions, audit trail).
import { defineModule } from '../module';
import { applicationsCabinetRoutes } from './applications.cabinet.routes';
import { createApplicationsCabinetService, type ApplicationsCabinetService } from './applications.cabinet.service';
import { applicationsPublicRoutes } from './applications.public.routes';
import { createApplicationsService, type ApplicationsService } from './applications.service';

export const applicationsModule = defineModule<{ applications: ApplicationsService; cabinet: ApplicationsCabinetService }>({
  services: ({ db, clock }) => ({ applications: createApplicationsService({ db, clock }), cabinet: createApplicationsCabinetService({ db, clock }) }),
  publicRoutes: applicationsPublicRoutes,
  cabinetRoutes: applicationsCabinetRoutes,
});
