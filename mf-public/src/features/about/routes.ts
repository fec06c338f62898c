import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const AboutPage = lazy(() => import('./about-page'));
const AmbassadorsPage = lazy(() => import('./ambassadors-page'));
const EmployeesPage = lazy(() => import('./employees-page'));

export const aboutRoutes: RemoteRoute[] = [
  { path: '/about', layout: 'main-v2', Component: AboutPage },
  { path: '/about/ambassadors', layout: 'main-v2', Component: AmbassadorsPage },
  { path: '/about/employees', layout: 'main-v2', Component: EmployeesPage },
];
