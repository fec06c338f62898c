import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const MatchesPage = lazy(() => import('./matches-page'));
const MatchPage = lazy(() => import('./match-page'));

export const matchesRoutes: RemoteRoute[] = [
  { path: '/matches', layout: 'main', Component: MatchesPage },
  { path: '/matches/:id', layout: 'main', Component: MatchPage, validate: (p) => p.id !== undefined && /^[1-9]\d{0,8}$/.test(p.id) },
];
