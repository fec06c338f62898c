// Registers a Fastify route from an endpoint object of `@league/shared/endpoints`: the path and
// method come from the object, params/query/body are validated with its contracts (a failure
// is a 422 with field errors, never a 500), and its access policy becomes the pre-handler.
// Only an endpoint declared `cacheable` answers through the public cache of its scope
// (plugins/public-cache.ts).
// Handlers receive typed input and return the answer body.
import { POLICIES } from '@league/shared/access';
import type { Endpoint } from '@league/shared/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { parseBody, parseQuery } from './validate';

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<P, Q, B, R> = (input: RouteInput<P, Q, B>) => Promise<R>;

export function route<P, Q, B, R>(
  app: FastifyInstance,
  endpoint: Endpoint<P, Q, B, R>,
  handler: RouteHandler<P, Q, B, R>,
  options: Pick<RouteShorthandOptions, 'onSend' | 'bodyLimit'> = {},
): void {
  const access = endpoint.access;
  const preHandler =
    access === 'public' ? undefined : access === 'signed-in' ? app.authenticate : app.requireRole(...POLICIES[access].roles);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { publicCache: endpoint.cacheable === true },
    ...options,
    ...(preHandler ? { preHandler } : {}),
    handler: async (request, reply) => {
      const params = (endpoint.params ? parseQuery(endpoint.params, request.params) : undefined) as P;
      const query = (endpoint.query ? parseQuery(endpoint.query, request.query) : undefined) as Q;
      const body = (endpoint.body ? parseBody(endpoint.body, request.body ?? {}) : undefined) as B;
      return handler({ params, query, body, request, reply });
    },
  });
}
