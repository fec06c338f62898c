// CORS for the configured origins only (separately deployed apps in docker-compose); the
// one-port setup is same-origin and needs none. Tokens travel as Bearer headers, not cookies,
// so credentials are not allowed.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface CorsOptions {
  origins: string[];
}

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language';

export const corsPlugin = fp<CorsOptions>(
  async (app: FastifyInstance, options) => {
    const allowed = new Set(options.origins);
    if (allowed.size === 0) return;
    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (!origin || !allowed.has(origin)) return;
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        reply
          .header('access-control-allow-methods', ALLOWED_METHODS)
          .header('access-control-allow-headers', ALLOWED_HEADERS)
          .header('access-control-max-age', '600')
          .code(204);
        return reply.send();
      }
    });
  },
  { name: 'cors' },
);
