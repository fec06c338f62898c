// Cabinet: the referee's matches, match protocols and departures.
import React, { lazy } from 'react';
import { api, i18n, queryClient, recordInstances, store, type RemoteModule } from '@league/shared';
import { resources } from './i18n';

recordInstances({ app: 'mf_cabinet_matches', react: React, i18n, store, api, queryClient });

const RefereeMatchesPage = lazy(() => import('./pages/referee-matches-page'));
const DeparturesPage = lazy(() => import('./pages/departures-page'));

const routes: RemoteModule = {
  name: 'mf_cabinet_matches',
  namespace: 'cab-matches',
  resources,
  routes: [
    { path: '/cabinet/matches', layout: 'cabinet', roles: ['referee'], Component: RefereeMatchesPage },
    { path: '/cabinet/departures', layout: 'cabinet', roles: ['super_admin', 'command_admin', 'provider'], Component: DeparturesPage },
  ],
};

export default routes;
