import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TeamApplicationPage = lazy(() => import('./team-application-page'));
const PlayerApplicationPage = lazy(() =>
  import('./application-page').then((m) => ({ default: m.PlayerApplicationPage })),
);
const StaffApplicationPage = lazy(() =>
  import('./application-page').then((m) => ({ default: m.StaffApplicationPage })),
);

export const applicationsRoutes: RemoteRoute[] = [
  {
    path: patterns.teamApplication,
    layout: 'cabinet',
    roles: pageRoles(patterns.teamApplication),
    Component: TeamApplicationPage,
  },
  {
    path: patterns.playerApplication,
    layout: 'cabinet',
    roles: pageRoles(patterns.playerApplication),
    Component: PlayerApplicationPage,
  },
  {
    path: patterns.staffApplication,
    layout: 'cabinet',
    roles: pageRoles(patterns.staffApplication),
    Component: StaffApplicationPage,
  },
];
