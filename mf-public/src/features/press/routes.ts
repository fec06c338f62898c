import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const PressPage = lazy(() => import('./press-page'));

export const pressRoutes: RemoteRoute[] = [{ path: patterns.press, layout: 'main', Component: PressPage }];
