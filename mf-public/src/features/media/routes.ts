import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const MediaListPage = lazyPage(() => import('./media-list-page'));
const MediaAlbumPage = lazyPage(() => import('./media-album-page'));

const validSlug = (params: Record<string, string | undefined>) => /^[^/?#\s]{1,200}$/.test(params.slug ?? '');

export const mediaRoutes: RemoteRoute[] = [
  { path: patterns.media, layout: 'media', Component: MediaListPage },
  { path: patterns.album, layout: 'media', validate: validSlug, Component: MediaAlbumPage },
];
