import { lazy } from 'react';
import { hasIds, isSlug, pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const PlayersListPage = lazy(() => import('./players-list-page'));
const PlayerPage = lazy(() => import('./player-page'));
const PlayerCreatePage = lazy(() => import('./player-form-page').then((m) => ({ default: m.PlayerCreatePage })));
const PlayerEditPage = lazy(() => import('./player-form-page').then((m) => ({ default: m.PlayerEditPage })));

const teamParams = hasIds('club_id', 'id');

export const playersRoutes: RemoteRoute[] = [
  { path: patterns.players, layout: 'cabinet', roles: pageRoles(patterns.players), Component: PlayersListPage },
  {
    path: patterns.player,
    layout: 'cabinet',
    roles: pageRoles(patterns.player),
    validate: (params) => isSlug(params.slug),
    Component: PlayerPage,
  },
  {
    path: patterns.teamPlayerCreate,
    layout: 'cabinet',
    hideHeader: true,
    roles: pageRoles(patterns.teamPlayerCreate),
    validate: teamParams,
    Component: PlayerCreatePage,
  },
  {
    path: patterns.teamPlayerEdit,
    layout: 'cabinet',
    middleware: ['provider-rules'],
    hideHeader: true,
    roles: pageRoles(patterns.teamPlayerEdit),
    validate: (params) => teamParams(params) && isSlug(params.slug),
    Component: PlayerEditPage,
  },
];
