import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const PartnerPage = lazyPage(() => import('./partner-page'));

export const partnerRoutes: RemoteRoute[] = [{ path: patterns.partner, layout: 'main-v2', Component: PartnerPage }];
