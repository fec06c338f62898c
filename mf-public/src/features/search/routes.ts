import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const SearchPage = lazy(() => import('./search-page'));

export const searchRoutes: RemoteRoute[] = [{ path: patterns.search, layout: 'main', Component: SearchPage }];
