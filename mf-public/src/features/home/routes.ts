import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const HomePage = lazyPage(() => import('./home-page'));

export const homeRoutes: RemoteRoute[] = [{ path: patterns.home, layout: 'main', Component: HomePage }];
