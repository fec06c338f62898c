import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const AnalyticsListPage = lazy(() => import('./analytics-list-page'));
const AnalyticsItemPage = lazy(() => import('./analytics-item-page'));

const validSlug = (params: Record<string, string | undefined>) => /^[^/?#\s]{1,200}$/.test(params.slug ?? '');

export const analyticsRoutes: RemoteRoute[] = [
  { path: '/sports-analytics', layout: 'main', Component: AnalyticsListPage },
  { path: '/sports-analytics/:slug', layout: 'main', validate: validSlug, Component: AnalyticsItemPage },
];
