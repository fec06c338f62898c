// Cabinet: the league's publishing — news and analytics, albums, videos, press, documents,
// partners, banners, the people pages and the about and contacts pages. This exposed entry
// composes the features' routes; features never import each other.
import { defineRemote } from '@league/shared';
import { resources } from './i18n';
import { albumsRoutes } from './features/albums/routes';
import { articlesRoutes } from './features/articles/routes';
import { catalogueRoutes } from './features/catalogue/routes';

export default defineRemote({
  name: 'mf_cabinet_content',
  namespace: 'cab-content',
  resources,
  routes: [...articlesRoutes, ...albumsRoutes, ...catalogueRoutes],
});
