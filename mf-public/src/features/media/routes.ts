import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const MediaListPage = lazy(() => import('./media-list-page'));
const MediaAlbumPage = lazy(() => import('./media-album-page'));

const validSlug = (params: Record<string, string | undefined>) => /^[^/?#\s]{1,200}$/.test(params.slug ?? '');

export const mediaRoutes: RemoteRoute[] = [
  { path: patterns.media, layout: 'media', Component: MediaListPage },
  { path: patterns.album, layout: 'media', validate: validSlug, Component: MediaAlbumPage },
];
