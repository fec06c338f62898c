import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const ClubsListPage = lazy(() => import('./clubs-list-page'));

export const clubsRoutes: RemoteRoute[] = [{ path: patterns.clubs, layout: 'cabinet', roles: pageRoles(patterns.clubs), Component: ClubsListPage }];
