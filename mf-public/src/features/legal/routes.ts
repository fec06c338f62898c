import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const CookiesPage = lazy(() => import('./cookies-page'));
const PrivacyPolicyPage = lazy(() => import('./privacy-policy-page'));
const HistoryPage = lazy(() => import('./history-page'));
const InDevelopmentPage = lazy(() => import('./in-development-page'));

export const legalRoutes: RemoteRoute[] = [
  { path: '/cookies', layout: 'main', Component: CookiesPage },
  { path: '/privacy-policy', layout: 'main', Component: PrivacyPolicyPage },
  { path: '/history', layout: 'main-v2', Component: HistoryPage },
  { path: '/in-development', layout: 'main', Component: InDevelopmentPage },
];
