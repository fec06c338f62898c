import { lazyPage, positiveId, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TeamApplicationPage = lazyPage(() => import('./team-application-page'));

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/i;

export const teamApplicationRoutes: RemoteRoute[] = [
  {
    path: patterns.teamApplication,
    layout: 'participants',
    validate: (p) => positiveId(p.id) !== null && SLUG.test(p.team_slug ?? ''),
    Component: TeamApplicationPage,
  },
];
