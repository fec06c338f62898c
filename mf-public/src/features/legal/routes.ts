import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const CookiesPage = lazyPage(() => import('./cookies-page'));
const PrivacyPolicyPage = lazyPage(() => import('./privacy-policy-page'));
const HistoryPage = lazyPage(() => import('./history-page'));
const InDevelopmentPage = lazyPage(() => import('./in-development-page'));

export const legalRoutes: RemoteRoute[] = [
  { path: patterns.cookies, layout: 'main', Component: CookiesPage },
  { path: patterns.privacyPolicy, layout: 'main', Component: PrivacyPolicyPage },
  { path: patterns.history, layout: 'main-v2', Component: HistoryPage },
  { path: patterns.inDevelopment, layout: 'main', Component: InDevelopmentPage },
];
