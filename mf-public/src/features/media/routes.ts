import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const MediaListPage = lazy(() => import('./media-list-page'));
const MediaAlbumPage = lazy(() => import('./media-album-page'));

const validSlug = (params: Record<string, string | undefined>) => /^[^/?#\s]{1,200}$/.test(params.slug ?? '');

export const mediaRoutes: RemoteRoute[] = [
  { path: '/media', layout: 'media', Component: MediaListPage },
  { path: '/media/:slug', layout: 'media', validate: validSlug, Component: MediaAlbumPage },
];
