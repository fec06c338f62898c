import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TournamentsPage = lazyPage(() => import('./tournaments-page'));

export const tournamentsRoutes: RemoteRoute[] = [
  { path: patterns.tournaments, layout: 'main', Component: TournamentsPage },
];
