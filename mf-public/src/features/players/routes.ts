import { isSlug, lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const PlayersPage = lazyPage(() => import('./players-page'));
const PlayerPage = lazyPage(() => import('./player-page'));

export const playersRoutes: RemoteRoute[] = [
  { path: patterns.players, layout: 'participants', Component: PlayersPage },
  {
    path: patterns.player,
    layout: 'participants',
    validate: (p) => isSlug(p.playerslug),
    Component: PlayerPage,
  },
];
