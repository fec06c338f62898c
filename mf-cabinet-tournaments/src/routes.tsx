// Cabinet: tournaments, team applications and player/staff applications. This exposed entry
// composes the features' routes; features never import each other.
import { defineRemote } from '@league/shared';
import { resources } from './i18n';
import { scheduleRoutes } from './features/schedule/routes';
import { tournamentsRoutes } from './features/tournaments/routes';
import { applicationsRoutes } from './features/applications/routes';
import { notificationsRoutes } from './features/notifications/routes';
import { seasonsRoutes } from './features/seasons/routes';

export default defineRemote({
  name: 'mf_cabinet_tournaments',
  namespace: 'cab-tournaments',
  resources,
  routes: [...tournamentsRoutes, ...scheduleRoutes, ...applicationsRoutes, ...notificationsRoutes, ...seasonsRoutes],
});
