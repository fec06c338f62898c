import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const AdvertisingPage = lazy(() => import('./advertising-page'));

export const advertisingRoutes: RemoteRoute[] = [{ path: patterns.advertising, layout: 'main-v2', Component: AdvertisingPage }];
