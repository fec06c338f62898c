// The feedback module: the site's feedback form.
import { defineModule } from '../module';
import { feedbackPublicRoutes } from './feedback.public.routes';
import type { FeedbackService } from './feedback.service';

export { createFeedbackService, type FeedbackService } from './feedback.service';

// Counters: app.ts picks the store (memory with the embedded database, PostgreSQL otherwise).
export const feedbackModule = defineModule<{ feedback: FeedbackService }>({
  publicRoutes: feedbackPublicRoutes,
});
