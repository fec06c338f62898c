// The feedback module: the site's feedback form.
import { defineModule } from '../module';
import { feedbackPublicRoutes } from './feedback.public.routes';
import { createFeedbackService } from './feedback.service';

export const feedbackModule = defineModule({
  // Counters: app.ts picks the store (memory with the embedded database, PostgreSQL otherwise).
  services: ({ db, clock, rateLimits }) => ({ feedback: createFeedbackService({ db, clock, store: rateLimits }) }),
  publicRoutes: feedbackPublicRoutes,
});
