import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const FeedbackPage = lazy(() => import('./feedback-page'));

export const feedbackRoutes: RemoteRoute[] = [{ path: '/feedback', layout: 'main', Component: FeedbackPage }];
