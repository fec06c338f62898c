import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TournamentsListPage = lazy(() => import('./tournaments-list-page'));

export const tournamentsRoutes: RemoteRoute[] = [
  { path: patterns.tournaments, layout: 'cabinet', roles: ['super_admin', 'command_admin', 'media_manager'], Component: TournamentsListPage },
];
