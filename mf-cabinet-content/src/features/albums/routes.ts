import { lazy } from 'react';
import { hasIds, pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const AlbumsPage = lazy(() => import('./albums-page'));
const AlbumPage = lazy(() => import('./album-page'));

export const albumsRoutes: RemoteRoute[] = [
  { path: patterns.albums, layout: 'cabinet', roles: pageRoles(patterns.albums), Component: AlbumsPage },
  {
    path: patterns.album,
    layout: 'cabinet',
    roles: pageRoles(patterns.album),
    validate: hasIds('id'),
    Component: AlbumPage,
  },
];
