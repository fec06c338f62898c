import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const NewsListPage = lazy(() => import('./news-list-page'));
const NewsItemPage = lazy(() => import('./news-item-page'));

const validSlug = (params: Record<string, string | undefined>) => /^[^/?#\s]{1,200}$/.test(params.slug ?? '');

export const newsRoutes: RemoteRoute[] = [
  { path: '/news', layout: 'main-news', Component: NewsListPage },
  { path: '/news/:slug', layout: 'main-news', validate: validSlug, Component: NewsItemPage },
];
