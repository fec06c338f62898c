import { isSlug, lazyPage, positiveId, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TeamApplicationPage = lazyPage(() => import('./team-application-page'));

export const teamApplicationRoutes: RemoteRoute[] = [
  {
    path: patterns.teamApplication,
    layout: 'participants',
    validate: (p) => positiveId(p.id) !== null && isSlug(p.team_slug),
    Component: TeamApplicationPage,
  },
];
