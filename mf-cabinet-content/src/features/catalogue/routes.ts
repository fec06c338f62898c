import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

// Videos, press, documents, partners, banners, people and the league's pages: lists of small
// items, each edited in a panel drawn from its kind's fields.
const VideosPage = lazy(() => import('./videos-page'));
const PressPage = lazy(() => import('./press-page'));
const DocumentsPage = lazy(() => import('./documents-page'));
const PartnersPage = lazy(() => import('./partners-page'));
const BannersPage = lazy(() => import('./banners-page'));
const PeoplePage = lazy(() => import('./people-page'));
const SitePagesPage = lazy(() => import('./site-pages-page'));

const page = (path: string) => ({ path, layout: 'cabinet' as const, roles: pageRoles(path) });

export const catalogueRoutes: RemoteRoute[] = [
  { ...page(patterns.videos), Component: VideosPage },
  { ...page(patterns.press), Component: PressPage },
  { ...page(patterns.documents), Component: DocumentsPage },
  { ...page(patterns.partners), Component: PartnersPage },
  { ...page(patterns.banners), Component: BannersPage },
  { ...page(patterns.people), Component: PeoplePage },
  { ...page(patterns.pages), Component: SitePagesPage },
];
