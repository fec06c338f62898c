import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const ProtocolPage = lazy(() => import('./protocol-page'));
const SquadPage = lazy(() => import('./squad/squad-page'));

export const protocolRoutes: RemoteRoute[] = [
  {
    path: patterns.matchProtocol,
    layout: 'cabinet',
    roles: pageRoles(patterns.matchProtocol),
    Component: ProtocolPage,
  },
  { path: patterns.matchSquad, layout: 'cabinet', roles: pageRoles(patterns.matchSquad), Component: SquadPage },
];
