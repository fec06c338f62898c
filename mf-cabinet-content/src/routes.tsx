// Cabinet: the league's publishing — news and analytics, albums, videos, press, documents,
// partners, banners, the people pages and the about and contacts pages. This exposed entry
// composes the features' routes; features never import each other.
import React from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { BUILD_RELEASE, api, i18n, queryClient, recordInstances, store, type RemoteModule } from '@league/shared';
import { resources } from './i18n';
import { albumsRoutes } from './features/albums/routes';
import { articlesRoutes } from './features/articles/routes';
import { catalogueRoutes } from './features/catalogue/routes';

recordInstances({
  app: 'mf_cabinet_content',
  react: React,
  i18n,
  store,
  api,
  queryClient,
  router: UNSAFE_DataRouterContext,
});

const routes: RemoteModule = {
  name: 'mf_cabinet_content',
  release: BUILD_RELEASE,
  namespace: 'cab-content',
  resources,
  routes: [...articlesRoutes, ...albumsRoutes, ...catalogueRoutes],
};

export default routes;
