// The feedback module: the site's feedback form.
import { MemoryRateLimitStore } from '../auth/rate-limit';
import { defineModule } from '../module';
import { feedbackPublicRoutes } from './feedback.public.routes';
import { createFeedbackService } from './feedback.service';

export const feedbackModule = defineModule({
  // Counters live in memory per API process; see ADR 0013 for the Redis store of a cluster.
  services: ({ db, clock }) => ({ feedback: createFeedbackService({ db, clock, store: new MemoryRateLimitStore() }) }),
  publicRoutes: feedbackPublicRoutes,
});
