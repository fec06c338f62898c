import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const FeedbackPage = lazy(() => import('./feedback-page'));

export const feedbackRoutes: RemoteRoute[] = [
  { path: patterns.feedback, layout: 'cabinet', roles: pageRoles(patterns.feedback), Component: FeedbackPage },
];
