import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const VideosPage = lazy(() => import('./videos-page'));

export const videosRoutes: RemoteRoute[] = [{ path: '/videos', layout: 'main', Component: VideosPage }];
