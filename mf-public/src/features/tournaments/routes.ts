import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const TournamentsPage = lazy(() => import('./tournaments-page'));

export const tournamentsRoutes: RemoteRoute[] = [{ path: '/tournaments', layout: 'main', Component: TournamentsPage }];
