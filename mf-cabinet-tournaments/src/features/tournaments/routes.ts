import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TournamentsListPage = lazy(() => import('./tournaments-list-page'));

export const tournamentsRoutes: RemoteRoute[] = [
  { path: patterns.tournaments, layout: 'cabinet', roles: pageRoles(patterns.tournaments), Component: TournamentsListPage },
];
