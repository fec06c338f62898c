// Cabinet: the referee's matches, match protocols and departures. This exposed entry composes
// the features' routes; features never import each other.
import React from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { BUILD_RELEASE, api, i18n, queryClient, recordInstances, store, type RemoteModule } from '@league/shared';
import { resources } from './i18n';
import { refereeMatchesRoutes } from './features/referee-matches/routes';
import { appointmentsRoutes } from './features/appointments/routes';
import { departuresRoutes } from './features/departures/routes';
import { protocolRoutes } from './features/protocol/routes';

recordInstances({
  app: 'mf_cabinet_matches',
  react: React,
  i18n,
  store,
  api,
  queryClient,
  router: UNSAFE_DataRouterContext,
});

const routes: RemoteModule = {
  name: 'mf_cabinet_matches',
  release: BUILD_RELEASE,
  namespace: 'cab-matches',
  resources,
  routes: [...refereeMatchesRoutes, ...departuresRoutes, ...protocolRoutes, ...appointmentsRoutes],
};

export default routes;
