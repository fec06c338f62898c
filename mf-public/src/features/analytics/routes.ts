import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const AnalyticsListPage = lazy(() => import('./analytics-list-page'));
const AnalyticsItemPage = lazy(() => import('./analytics-item-page'));

const validSlug = (params: Record<string, string | undefined>) => /^[^/?#\s]{1,200}$/.test(params.slug ?? '');

export const analyticsRoutes: RemoteRoute[] = [
  { path: patterns.analytics, layout: 'main', Component: AnalyticsListPage },
  { path: patterns.analyticsItem, layout: 'main', validate: validSlug, Component: AnalyticsItemPage },
];
