import { hasIds, lazyPage, type RemoteRoute } from '@league/shared';
import { TOURNAMENT_TABS } from './tabs';
import { patterns } from '../../paths';

const TournamentPage = lazyPage(() => import('./tournament-page'));

const validId = hasIds('id');

export const tournamentRoutes: RemoteRoute[] = [
  { path: patterns.tournament, layout: 'main', Component: TournamentPage, validate: validId },
  {
    path: patterns.tournamentTab,
    layout: 'main',
    Component: TournamentPage,
    validate: (p) => validId(p) && (TOURNAMENT_TABS as readonly string[]).includes(p.tab ?? ''),
  },
];
