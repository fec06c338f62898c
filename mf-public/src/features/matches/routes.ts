import { hasIds, lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const MatchesPage = lazyPage(() => import('./matches-page'));
const MatchPage = lazyPage(() => import('./match-page'));

export const matchesRoutes: RemoteRoute[] = [
  { path: patterns.matches, layout: 'main', Component: MatchesPage },
  { path: patterns.match, layout: 'main', Component: MatchPage, validate: hasIds('id') },
];
