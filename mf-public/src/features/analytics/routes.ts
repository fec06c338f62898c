import { hasContentSlug, lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const AnalyticsListPage = lazyPage(() => import('./analytics-list-page'));
const AnalyticsItemPage = lazyPage(() => import('./analytics-item-page'));

export const analyticsRoutes: RemoteRoute[] = [
  { path: patterns.analytics, layout: 'main', Component: AnalyticsListPage },
  { path: patterns.analyticsItem, layout: 'main', validate: hasContentSlug, Component: AnalyticsItemPage },
];
