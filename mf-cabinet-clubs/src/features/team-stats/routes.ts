import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TeamStatsPage = lazy(() => import('./team-stats-page'));

export const teamStatsRoutes: RemoteRoute[] = [
  { path: patterns.teamStats, layout: 'cabinet', roles: pageRoles(patterns.teamStats), Component: TeamStatsPage },
];
