import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const DeparturesPage = lazy(() => import('./departures-page'));

export const departuresRoutes: RemoteRoute[] = [
  { path: patterns.departures, layout: 'cabinet', roles: pageRoles(patterns.departures), Component: DeparturesPage },
];
