// The public site's exposed entry: its routes, layouts by name, and its strings.
import React, { lazy } from 'react';
import { api, i18n, recordInstances, store, type RemoteModule } from '@league/shared';
import { resources } from './i18n/resources';

recordInstances({ app: 'mf_public', react: React, i18n, store, api });

const HomePage = lazy(() => import('./pages/home-page'));
const TournamentsPage = lazy(() => import('./pages/tournaments-page'));

const routes: RemoteModule = {
  name: 'mf_public',
  namespace: 'public',
  resources,
  routes: [
    { path: '/', layout: 'main', Component: HomePage },
    { path: '/tournaments', layout: 'main', Component: TournamentsPage },
  ],
};

export default routes;
