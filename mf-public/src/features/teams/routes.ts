import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TeamsPage = lazyPage(() => import('./teams-page'));

export const teamsRoutes: RemoteRoute[] = [{ path: patterns.teams, layout: 'participants', Component: TeamsPage }];
