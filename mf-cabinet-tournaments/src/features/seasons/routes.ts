import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const SeasonsPage = lazy(() => import('./seasons-page'));

export const seasonsRoutes: RemoteRoute[] = [
  {
    path: patterns.seasons,
    layout: 'cabinet',
    middleware: ['super-admin'],
    roles: pageRoles(patterns.seasons),
    Component: SeasonsPage,
  },
];
