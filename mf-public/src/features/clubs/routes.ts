import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const ClubsPage = lazyPage(() => import('./clubs-page'));
const ClubPage = lazyPage(() => import('./club-page'));

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/i;

export const clubsRoutes: RemoteRoute[] = [
  { path: patterns.clubs, layout: 'participants', Component: ClubsPage },
  { path: patterns.club, layout: 'participants', validate: (p) => SLUG.test(p.club_slug ?? ''), Component: ClubPage },
];
