import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const ClubsListPage = lazy(() => import('./clubs-list-page'));

export const clubsRoutes: RemoteRoute[] = [{ path: patterns.clubs, layout: 'cabinet', roles: ['super_admin', 'command_admin'], Component: ClubsListPage }];
