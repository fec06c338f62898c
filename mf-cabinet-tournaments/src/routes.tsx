// Cabinet: tournaments, team applications and player/staff applications.
import React, { lazy } from 'react';
import { api, i18n, queryClient, recordInstances, store, type RemoteModule } from '@league/shared';
import { resources } from './i18n';

recordInstances({ app: 'mf_cabinet_tournaments', react: React, i18n, store, api, queryClient });

const TournamentsListPage = lazy(() => import('./pages/tournaments-list-page'));

const routes: RemoteModule = {
  name: 'mf_cabinet_tournaments',
  namespace: 'cab-tournaments',
  resources,
  routes: [
    {
      path: '/cabinet/tournaments',
      layout: 'cabinet',
      roles: ['super_admin', 'command_admin', 'media_manager'],
      Component: TournamentsListPage,
    },
  ],
};

export default routes;
