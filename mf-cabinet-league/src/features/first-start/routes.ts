import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const FirstStartPage = lazy(() => import('./first-start-page'));

export const firstStartRoutes: RemoteRoute[] = [
  { path: patterns.firstStart, layout: 'cabinet', roles: pageRoles(patterns.firstStart), Component: FirstStartPage },
];
