import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TournamentsPage = lazy(() => import('./tournaments-page'));

export const tournamentsRoutes: RemoteRoute[] = [{ path: patterns.tournaments, layout: 'main', Component: TournamentsPage }];
