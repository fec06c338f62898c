// POST /cabinet/login, POST /cabinet/logout, GET /cabinet/me (endpoint objects of
// @league/shared/endpoints: auth).
import { auth as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import { toAuthUser, type AuthService } from './auth.service';

export async function authCabinetRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  route(app, endpoints.login, async ({ body, request }) =>
    ok(
      await auth.login({
        email: body.email,
        password: body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
    ),
  );

  route(app, endpoints.logout, async ({ request }) => {
    await auth.logout(request.currentUser());
    return ok(null);
  });

  route(app, endpoints.me, async ({ request }) => ok(toAuthUser(request.currentUser())));
}
