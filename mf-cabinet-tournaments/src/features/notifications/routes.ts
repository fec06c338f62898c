import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const NotificationsPage = lazy(() => import('./notifications-page'));

export const notificationsRoutes: RemoteRoute[] = [
  {
    path: patterns.notifications,
    layout: 'cabinet',
    roles: pageRoles(patterns.notifications),
    Component: NotificationsPage,
  },
];
