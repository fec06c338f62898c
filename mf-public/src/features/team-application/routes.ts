import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TeamApplicationPage = lazyPage(() => import('./team-application-page'));

const ID = /^[1-9]\d{0,8}$/;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/i;

export const teamApplicationRoutes: RemoteRoute[] = [
  {
    path: patterns.teamApplication,
    layout: 'participants',
    validate: (p) => ID.test(p.id ?? '') && SLUG.test(p.team_slug ?? ''),
    Component: TeamApplicationPage,
  },
];
