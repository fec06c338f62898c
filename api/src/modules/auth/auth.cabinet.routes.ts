// POST /cabinet/login, POST /cabinet/logout, GET /cabinet/me, the user's sessions and the
// password change, the language of the user's e-mail (endpoint objects of @league/shared/endpoints: auth).
import { auth as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import { toAuthUser, type AuthService } from './auth.service';

export async function authCabinetRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  route(app, endpoints.login, async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    return ok(
      await auth.login({
        email: body.email,
        password: body.password,
        totpCode: body.totp_code,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        // The cabinet's language (its API client always names it); a request naming none changes nothing.
        language: request.headers['accept-language'] ? request.lang : null,
      }),
    );
  });
  route(app, endpoints.logout, async ({ request }) => {
    await auth.logout(request.currentUser());
    return ok(null);
  });
  route(app, endpoints.me, async ({ request }) => ok(toAuthUser(request.currentUser())));
  route(app, endpoints.sessions, async ({ request }) => ok(await auth.sessions(request.currentUser())));
  route(app, endpoints.endSession, async ({ params, request }) =>
    ok(await auth.endSession(request.currentUser(), params.id)),
  );
  route(app, endpoints.endOtherSessions, async ({ request }) => ok(await auth.endOtherSessions(request.currentUser())));
  route(app, endpoints.changePassword, async ({ body, request }) =>
    ok(await auth.changePassword(request.currentUser(), body)),
  );
  route(app, endpoints.language, async ({ request }) => ok(await auth.language(request.currentUser())));
  route(app, endpoints.saveLanguage, async ({ body, request }) =>
    ok(await auth.setLanguage(request.currentUser(), body.language)),
  );
}
