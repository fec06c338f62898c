import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const AdvertisingPage = lazy(() => import('./advertising-page'));

export const advertisingRoutes: RemoteRoute[] = [{ path: '/advertising', layout: 'main-v2', Component: AdvertisingPage }];
