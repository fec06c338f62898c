import { isSlug, lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const ClubsPage = lazyPage(() => import('./clubs-page'));
const ClubPage = lazyPage(() => import('./club-page'));

export const clubsRoutes: RemoteRoute[] = [
  { path: patterns.clubs, layout: 'participants', Component: ClubsPage },
  { path: patterns.club, layout: 'participants', validate: (p) => isSlug(p.club_slug), Component: ClubPage },
];
