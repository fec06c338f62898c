import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const AboutPage = lazyPage(() => import('./about-page'));
const AmbassadorsPage = lazyPage(() => import('./ambassadors-page'));
const EmployeesPage = lazyPage(() => import('./employees-page'));

export const aboutRoutes: RemoteRoute[] = [
  { path: patterns.about, layout: 'main-v2', Component: AboutPage },
  { path: patterns.ambassadors, layout: 'main-v2', Component: AmbassadorsPage },
  { path: patterns.employees, layout: 'main-v2', Component: EmployeesPage },
];
