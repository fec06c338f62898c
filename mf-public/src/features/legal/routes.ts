import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const CookiesPage = lazy(() => import('./cookies-page'));
const PrivacyPolicyPage = lazy(() => import('./privacy-policy-page'));
const HistoryPage = lazy(() => import('./history-page'));
const InDevelopmentPage = lazy(() => import('./in-development-page'));

export const legalRoutes: RemoteRoute[] = [
  { path: patterns.cookies, layout: 'main', Component: CookiesPage },
  { path: patterns.privacyPolicy, layout: 'main', Component: PrivacyPolicyPage },
  { path: patterns.history, layout: 'main-v2', Component: HistoryPage },
  { path: patterns.inDevelopment, layout: 'main', Component: InDevelopmentPage },
];
