// `app.authenticate` (a hook that requires a valid bearer token) and `app.requireRole(...roles)`
// (authenticate, then allow only these roles) for cabinet routes; route() runs them when the
// request arrives. A route whose endpoint restricts values of a body field (the league's
// decisions) is checked here as soon as the body is parsed: this plugin is registered before
// the input guard, so the refusal comes before any check of the input.
import type { RoleSlugValue } from '@league/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import type { AuthService, CurrentUser } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    user: CurrentUser | null;
    /** The authenticated user; throws `unauthenticated` on a route without `authenticate`. */
    currentUser(): CurrentUser;
  }
  interface FastifyInstance {
    authenticate: onRequestAsyncHookHandler;
    requireRole(...roles: RoleSlugValue[]): onRequestAsyncHookHandler;
  }
  interface FastifyContextConfig {
    /** Values of a body field only these roles may send (route() sets it from the endpoint). */
    restricted?: { field: string; values: ReadonlySet<string>; roles: ReadonlySet<string> };
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

export const authPlugin = fp<{ auth: AuthService }>(
  async (app: FastifyInstance, { auth }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      if (!this.user) throw new AppError('unauthenticated');
      return this.user;
    });

    async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      if (request.user) return;
      const token = bearerToken(request);
      const user = token ? await auth.authenticate(token) : null;
      if (!user) throw new AppError('unauthenticated', { headers: { 'www-authenticate': 'Bearer' } });
      request.user = user;
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (...roles: RoleSlugValue[]) => {
      const allowed = new Set(roles);
      return async function requireRole(request: FastifyRequest, reply: FastifyReply) {
        await authenticate(request, reply);
        if (!allowed.has(request.currentUser().role)) throw new AppError('forbidden');
      };
    });

    app.addHook('preValidation', async (request) => {
      const restricted = request.routeOptions.config.restricted;
      const body = request.body;
      if (!restricted || !body || typeof body !== 'object' || Array.isArray(body)) return;
      const value = (body as Record<string, unknown>)[restricted.field];
      if (
        typeof value === 'string' &&
        restricted.values.has(value) &&
        !restricted.roles.has(request.currentUser().role)
      )
        throw new AppError('forbidden');
    });
  },
  { name: 'auth' },
);
