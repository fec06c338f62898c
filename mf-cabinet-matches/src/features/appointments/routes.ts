import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const AppointmentsPage = lazy(() => import('./appointments-page'));

export const appointmentsRoutes: RemoteRoute[] = [
  {
    path: patterns.appointments,
    layout: 'cabinet',
    roles: pageRoles(patterns.appointments),
    Component: AppointmentsPage,
  },
];
