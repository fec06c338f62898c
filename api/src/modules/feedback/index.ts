// The feedback module: the site's feedback form, and the inbox where the league reads, handles and
// answers the messages (its answers an outbox of their own that the mailer drains).
import { defineModule } from '../module';
import { feedbackCabinetRoutes } from './inbox.cabinet.routes';
import type { FeedbackInbox } from './inbox.service';
import { feedbackPublicRoutes } from './feedback.public.routes';
import type { FeedbackService } from './feedback.service';

export { createFeedbackService, type FeedbackService } from './feedback.service';
export { createFeedbackInbox, type FeedbackInbox } from './inbox.service';
export { feedbackReplyOutbox } from './inbox.outbox';

// Counters: app.ts picks the store (memory with the embedded database, PostgreSQL otherwise).
export const feedbackModule = defineModule<{ feedback: FeedbackService; inbox: FeedbackInbox }>({
  publicRoutes: feedbackPublicRoutes,
  cabinetRoutes: feedbackCabinetRoutes,
});
