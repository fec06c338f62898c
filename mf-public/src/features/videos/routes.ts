import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const VideosPage = lazy(() => import('./videos-page'));

export const videosRoutes: RemoteRoute[] = [{ path: patterns.videos, layout: 'main', Component: VideosPage }];
