import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const FeedbackPage = lazyPage(() => import('./feedback-page'));

export const feedbackRoutes: RemoteRoute[] = [{ path: patterns.feedback, layout: 'main', Component: FeedbackPage }];
