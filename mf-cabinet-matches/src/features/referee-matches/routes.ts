import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const RefereeMatchesPage = lazy(() => import('./referee-matches-page'));

export const refereeMatchesRoutes: RemoteRoute[] = [
  {
    path: patterns.refereeMatches,
    layout: 'cabinet',
    roles: pageRoles(patterns.refereeMatches),
    Component: RefereeMatchesPage,
  },
];
