import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const RefereesPage = lazy(() => import('./referees-page'));
const RefereePage = lazy(() => import('./referee-page'));

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/i;

export const refereesRoutes: RemoteRoute[] = [
  { path: '/referees', layout: 'participants', Component: RefereesPage },
  { path: '/referees/:slug', layout: 'participants', validate: (p) => SLUG.test(p.slug ?? ''), Component: RefereePage },
];
