import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const AnalyticsListPage = lazyPage(() => import('./analytics-list-page'));
const AnalyticsItemPage = lazyPage(() => import('./analytics-item-page'));

const validSlug = (params: Record<string, string | undefined>) => /^[^/?#\s]{1,200}$/.test(params.slug ?? '');

export const analyticsRoutes: RemoteRoute[] = [
  { path: patterns.analytics, layout: 'main', Component: AnalyticsListPage },
  { path: patterns.analyticsItem, layout: 'main', validate: validSlug, Component: AnalyticsItemPage },
];
