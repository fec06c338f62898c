import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const PartnerPage = lazy(() => import('./partner-page'));

export const partnerRoutes: RemoteRoute[] = [{ path: patterns.partner, layout: 'main-v2', Component: PartnerPage }];
