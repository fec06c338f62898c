import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const HomePage = lazy(() => import('./home-page'));

export const homeRoutes: RemoteRoute[] = [{ path: '/', layout: 'main', Component: HomePage }];
