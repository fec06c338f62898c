import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const PressPage = lazy(() => import('./press-page'));

export const pressRoutes: RemoteRoute[] = [{ path: '/press', layout: 'main', Component: PressPage }];
