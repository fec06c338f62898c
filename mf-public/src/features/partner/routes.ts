import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const PartnerPage = lazy(() => import('./partner-page'));

export const partnerRoutes: RemoteRoute[] = [{ path: '/partner', layout: 'main-v2', Component: PartnerPage }];
