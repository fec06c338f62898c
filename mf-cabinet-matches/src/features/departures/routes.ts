import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const DeparturesPage = lazy(() => import('./departures-page'));

export const departuresRoutes: RemoteRoute[] = [
  { path: patterns.departures, layout: 'cabinet', roles: ['super_admin', 'command_admin', 'provider'], Component: DeparturesPage },
];
