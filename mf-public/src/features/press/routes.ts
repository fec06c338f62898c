import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const PressPage = lazyPage(() => import('./press-page'));

export const pressRoutes: RemoteRoute[] = [{ path: patterns.press, layout: 'main', Component: PressPage }];
