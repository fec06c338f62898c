import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const PlayersPage = lazyPage(() => import('./players-page'));
const PlayerPage = lazyPage(() => import('./player-page'));

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/i;

export const playersRoutes: RemoteRoute[] = [
  { path: patterns.players, layout: 'participants', Component: PlayersPage },
  {
    path: patterns.player,
    layout: 'participants',
    validate: (p) => SLUG.test(p.playerslug ?? ''),
    Component: PlayerPage,
  },
];
