import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const FeedbackPage = lazy(() => import('./feedback-page'));

export const feedbackRoutes: RemoteRoute[] = [{ path: patterns.feedback, layout: 'main', Component: FeedbackPage }];
