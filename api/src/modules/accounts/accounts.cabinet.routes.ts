// /cabinet/accounts, /cabinet/invitations (super_admin), the invitee's and the forgetful user's
// public calls, and two-factor sign-in of a super_admin's own account (HTTP only; rules in the
// services). Answers that carry a token are never stored by a cache.
import { accounts as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paginated } from '../../lib/pagination';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { AccountsServices } from './accounts.services';

const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export async function accountsCabinetRoutes(
  app: FastifyInstance,
  { accounts, invitations, resets, twoFactor }: AccountsServices,
) {
  route(app, endpoints.list, async ({ query, request }) => {
    const { data, total, window } = await accounts.list(request.lang, query);
    return paginated(data, total, window);
  });
  route(app, endpoints.detail, async ({ params, request }) =>
    ok(await accounts.detail(request.lang, request.currentUser(), params.id)),
  );
  route(app, endpoints.change, async ({ params, body, request }) =>
    ok(await accounts.change(request.lang, request.currentUser(), params.id, body)),
  );
  route(app, endpoints.setActive, async ({ params, body, request }) =>
    ok(await accounts.setActive(request.lang, request.currentUser(), params.id, body.active)),
  );
  route(app, endpoints.endSessions, async ({ params, request }) =>
    ok(await accounts.endSessions(request.lang, request.currentUser(), params.id)),
  );

  route(app, endpoints.invitations, async ({ query, request }) => {
    const { data, total, window } = await invitations.list(request.lang, query);
    return paginated(data, total, window);
  });
  route(app, endpoints.invite, async ({ body, request, reply }) => {
    noStore(reply).code(201);
    return ok(await invitations.invite(request.lang, request.currentUser(), body));
  });
  route(app, endpoints.resend, async ({ params, request, reply }) => {
    noStore(reply);
    return ok(await invitations.resend(request.lang, request.currentUser(), params.id));
  });
  route(app, endpoints.revoke, async ({ params, request }) => ok(await invitations.revoke(request.lang, params.id)));

  route(app, endpoints.previewInvitation, async ({ body, reply }) => {
    noStore(reply);
    return ok(await invitations.preview(body.token));
  });
  route(app, endpoints.acceptInvitation, async ({ body, request, reply }) => {
    noStore(reply);
    return ok(await invitations.accept(body, client(request)));
  });
  route(app, endpoints.forgotPassword, async ({ body, request, reply }) => {
    noStore(reply);
    return ok(await resets.forgot(body.email, request.lang, request.ip));
  });
  route(app, endpoints.resetPassword, async ({ body, request, reply }) => {
    noStore(reply);
    return ok(await resets.reset(body, client(request)));
  });

  route(app, endpoints.twoFactor, async ({ request }) => ok(await twoFactor.state(request.currentUser())));
  route(app, endpoints.twoFactorSetup, async ({ request, reply }) => {
    noStore(reply);
    return ok(await twoFactor.setup(request.currentUser()));
  });
  route(app, endpoints.twoFactorEnable, async ({ body, request, reply }) => {
    noStore(reply);
    return ok(await twoFactor.enable(request.currentUser(), body.code));
  });
  route(app, endpoints.twoFactorDisable, async ({ body, request }) =>
    ok(await twoFactor.disable(request.currentUser(), body.password)),
  );
}
