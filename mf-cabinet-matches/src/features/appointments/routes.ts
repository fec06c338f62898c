import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const AppointmentsPage = lazy(() => import('./appointments-page'));
const NeededOfficialsPage = lazy(() => import('./needed-officials-page'));

export const appointmentsRoutes: RemoteRoute[] = [
  {
    path: patterns.neededOfficials,
    layout: 'cabinet',
    roles: pageRoles(patterns.neededOfficials),
    Component: NeededOfficialsPage,
  },
  {
    path: patterns.appointments,
    layout: 'cabinet',
    roles: pageRoles(patterns.appointments),
    Component: AppointmentsPage,
  },
];
