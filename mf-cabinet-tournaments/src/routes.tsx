// Cabinet: tournaments, team applications and player/staff applications. This exposed entry
// composes the features' routes; features never import each other.
import React from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { BUILD_RELEASE, api, i18n, queryClient, recordInstances, store, type RemoteModule } from '@league/shared';
import { resources } from './i18n';
import { scheduleRoutes } from './features/schedule/routes';
import { tournamentsRoutes } from './features/tournaments/routes';
import { applicationsRoutes } from './features/applications/routes';
import { notificationsRoutes } from './features/notifications/routes';
import { seasonsRoutes } from './features/seasons/routes';

recordInstances({
  app: 'mf_cabinet_tournaments',
  react: React,
  i18n,
  store,
  api,
  queryClient,
  router: UNSAFE_DataRouterContext,
});

const routes: RemoteModule = {
  name: 'mf_cabinet_tournaments',
  release: BUILD_RELEASE,
  namespace: 'cab-tournaments',
  resources,
  routes: [...tournamentsRoutes, ...scheduleRoutes, ...applicationsRoutes, ...notificationsRoutes, ...seasonsRoutes],
};

export default routes;
