import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const RefereesPage = lazy(() => import('./referees-page'));
const RefereeCreatePage = lazy(() => import('./referee-form-page').then((m) => ({ default: m.RefereeCreatePage })));
const RefereeEditPage = lazy(() => import('./referee-form-page').then((m) => ({ default: m.RefereeEditPage })));

export const refereesRoutes: RemoteRoute[] = [
  { path: patterns.referees, layout: 'cabinet', roles: pageRoles(patterns.referees), Component: RefereesPage },
  {
    path: patterns.refereeCreate,
    layout: 'cabinet',
    roles: pageRoles(patterns.refereeCreate),
    Component: RefereeCreatePage,
  },
  { path: patterns.refereeEdit, layout: 'cabinet', roles: pageRoles(patterns.refereeEdit), Component: RefereeEditPage },
];
