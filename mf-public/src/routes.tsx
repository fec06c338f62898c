// The public site's exposed entry: it composes the features' routes and strings. Features
// never import each other; only this file puts them together.
import React from 'react';
import { api, i18n, recordInstances, store, type RemoteModule } from '@league/shared';
import { resources } from './i18n/resources';
import { homeRoutes } from './features/home/routes';
import { tournamentsRoutes } from './features/tournaments/routes';
import './ui/styles.css';

recordInstances({ app: 'mf_public', react: React, i18n, store, api });

const routes: RemoteModule = {
  name: 'mf_public',
  namespace: 'public',
  resources,
  routes: [...homeRoutes, ...tournamentsRoutes],
};

export default routes;
