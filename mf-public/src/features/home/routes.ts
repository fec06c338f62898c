import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const HomePage = lazy(() => import('./home-page'));

export const homeRoutes: RemoteRoute[] = [{ path: patterns.home, layout: 'main', Component: HomePage }];
