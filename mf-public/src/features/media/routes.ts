import { hasContentSlug, lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const MediaListPage = lazyPage(() => import('./media-list-page'));
const MediaAlbumPage = lazyPage(() => import('./media-album-page'));

export const mediaRoutes: RemoteRoute[] = [
  { path: patterns.media, layout: 'media', Component: MediaListPage },
  { path: patterns.album, layout: 'media', validate: hasContentSlug, Component: MediaAlbumPage },
];
