import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const HistoryPage = lazy(() => import('./history-page'));

export const historyRoutes: RemoteRoute[] = [
  { path: patterns.history, layout: 'cabinet', roles: pageRoles(patterns.history), Component: HistoryPage },
];
