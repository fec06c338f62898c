// POST /cabinet/login, POST /cabinet/logout, GET /cabinet/me.
import { LoginRequest } from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, parseBody } from '../../lib/validate';
import { toAuthUser, type AuthService } from './auth.service';

export async function authCabinetRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  app.post('/cabinet/login', async (request) => {
    const body = parseBody(LoginRequest, request.body);
    const result = await auth.login({
      email: body.email,
      password: body.password,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return ok(result);
  });

  app.post('/cabinet/logout', { preHandler: app.authenticate }, async (request) => {
    await auth.logout(request.currentUser());
    return ok(null);
  });

  app.get('/cabinet/me', { preHandler: app.authenticate }, async (request) => ok(toAuthUser(request.currentUser())));
}
