import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const AdvertisingPage = lazyPage(() => import('./advertising-page'));

export const advertisingRoutes: RemoteRoute[] = [
  { path: patterns.advertising, layout: 'main-v2', Component: AdvertisingPage },
];
