import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const SettingsPage = lazy(() => import('./settings-page'));

export const settingsRoutes: RemoteRoute[] = [
  {
    path: patterns.leagueSettings,
    layout: 'cabinet',
    roles: pageRoles(patterns.leagueSettings),
    Component: SettingsPage,
  },
];
