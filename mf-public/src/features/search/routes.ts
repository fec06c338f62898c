import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const SearchPage = lazy(() => import('./search-page'));

export const searchRoutes: RemoteRoute[] = [{ path: '/search', layout: 'main', Component: SearchPage }];
