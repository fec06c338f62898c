import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const VideosPage = lazyPage(() => import('./videos-page'));

export const videosRoutes: RemoteRoute[] = [{ path: patterns.videos, layout: 'main', Component: VideosPage }];
