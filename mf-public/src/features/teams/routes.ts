import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const TeamsPage = lazy(() => import('./teams-page'));

export const teamsRoutes: RemoteRoute[] = [{ path: '/teams', layout: 'participants', Component: TeamsPage }];
