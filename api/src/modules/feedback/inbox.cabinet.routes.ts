// The feedback inbox (super_admin, media_manager). HTTP only: access and validation come from the
// endpoint objects, the rules from the inbox service.
import { leagueCabinet as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { paginated } from '../../lib/pagination';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { FeedbackInbox } from './inbox.service';

export async function feedbackCabinetRoutes(app: FastifyInstance, { inbox }: { inbox: FeedbackInbox }) {
  route(app, endpoints.feedbackList, async ({ query }) => {
    const { data, total, window } = await inbox.list(query);
    return paginated(data, total, window);
  });
  route(app, endpoints.feedbackCounts, async () => ok(await inbox.counts()));
  route(app, endpoints.feedbackRead, async ({ params, body }) => ok(await inbox.read(params.id, body.version)));
  route(app, endpoints.feedbackHandled, async ({ params, body, request }) =>
    ok(await inbox.handled(request.currentUser(), params.id, body.version, body.handled)),
  );
  route(app, endpoints.feedbackReply, async ({ params, body, request }) =>
    ok(await inbox.reply(request.currentUser(), params.id, body)),
  );
}
