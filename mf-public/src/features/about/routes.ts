import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const AboutPage = lazy(() => import('./about-page'));
const AmbassadorsPage = lazy(() => import('./ambassadors-page'));
const EmployeesPage = lazy(() => import('./employees-page'));

export const aboutRoutes: RemoteRoute[] = [
  { path: patterns.about, layout: 'main-v2', Component: AboutPage },
  { path: patterns.ambassadors, layout: 'main-v2', Component: AmbassadorsPage },
  { path: patterns.employees, layout: 'main-v2', Component: EmployeesPage },
];
