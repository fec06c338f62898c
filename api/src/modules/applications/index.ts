// The applications module: applications of teams, players and staff to a tournament — the
// public views and the cabinet's (lists, team application, sending, decisions, audit trail).
import { defineModule } from '../module';
import { applicationsCabinetRoutes } from './applications.cabinet.routes';
import type { ApplicationsCabinetService } from './applications.cabinet.service';
import { applicationsPublicRoutes } from './applications.public.routes';
import type { ApplicationsService } from './applications.service';

export { createApplicationsCabinetService, type ApplicationsCabinetService } from './applications.cabinet.service';
export { leagueDecisions } from './applications.disqualifications';
export { createApplicationProgressReads } from './applications.progress.reads';
export { createApplicationsService, type ApplicationsService } from './applications.service';

export const applicationsModule = defineModule<{
  applications: ApplicationsService;
  cabinet: ApplicationsCabinetService;
}>({
  publicRoutes: applicationsPublicRoutes,
  cabinetRoutes: applicationsCabinetRoutes,
});
