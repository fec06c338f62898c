import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const StadiumsPage = lazy(() => import('./stadiums-page'));

export const stadiumsRoutes: RemoteRoute[] = [
  { path: patterns.stadiums, layout: 'cabinet', roles: pageRoles(patterns.stadiums), Component: StadiumsPage },
];
