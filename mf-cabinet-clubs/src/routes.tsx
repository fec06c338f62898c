// Cabinet: clubs, teams, players, staff, stadiums and team statistics.
import React, { lazy } from 'react';
import { api, i18n, queryClient, recordInstances, store, type RemoteModule } from '@league/shared';
import { resources } from './i18n';

recordInstances({ app: 'mf_cabinet_clubs', react: React, i18n, store, api, queryClient });

const ClubsListPage = lazy(() => import('./pages/clubs-list-page'));

const routes: RemoteModule = {
  name: 'mf_cabinet_clubs',
  namespace: 'cab-clubs',
  resources,
  routes: [{ path: '/cabinet/clubs', layout: 'cabinet', roles: ['super_admin', 'command_admin'], Component: ClubsListPage }],
};

export default routes;
