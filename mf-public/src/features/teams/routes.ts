import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TeamsPage = lazy(() => import('./teams-page'));

export const teamsRoutes: RemoteRoute[] = [{ path: patterns.teams, layout: 'participants', Component: TeamsPage }];
