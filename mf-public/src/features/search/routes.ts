import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const SearchPage = lazyPage(() => import('./search-page'));

export const searchRoutes: RemoteRoute[] = [{ path: patterns.search, layout: 'main', Component: SearchPage }];
