import { lazyPage, type RemoteRoute } from '@league/shared';
import { TOURNAMENT_TABS } from './tabs';
import { patterns } from '../../paths';

const TournamentPage = lazyPage(() => import('./tournament-page'));

const validId = (id: string | undefined) => id !== undefined && /^[1-9]\d{0,8}$/.test(id);

export const tournamentRoutes: RemoteRoute[] = [
  { path: patterns.tournament, layout: 'main', Component: TournamentPage, validate: (p) => validId(p.id) },
  { path: patterns.tournamentTab, layout: 'main', Component: TournamentPage, validate: (p) => validId(p.id) && (TOURNAMENT_TABS as readonly string[]).includes(p.tab ?? '') },
];
