// The request a line of the log belongs to (ADR 0272). Fastify's `request.log` carries the
// request's id already; the services log with the app's logger (a retried transaction, a failed
// e-mail, the public version's warning), so the id is kept in an AsyncLocalStorage for the
// request's whole run and the logger's mixin adds it to every line written meanwhile.
//
// As @fastify/request-context does: the scope is entered in onRequest and bound to an
// AsyncResource, entered again in preValidation — the body arrives from the socket's own async
// context, from which the handler would otherwise run without it.
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface RequestScope {
  reqId: string;
}

const scope = new AsyncLocalStorage<RequestScope>();
const RESOURCE = Symbol('league-request-scope');
type WithResource = FastifyRequest & { [RESOURCE]?: AsyncResource };

/** The id of the request whose work is running now, if any. */
export const currentRequestId = (): string | undefined => scope.getStore()?.reqId;

/** An id a proxy in front gave the request (nginx's `$request_id`), when it looks like one. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/** Fastify's `genReqId`: the proxy's X-Request-Id when it is sane, else a new UUID. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && FORWARDED_ID.test(given) ? given : randomUUID();
}

/** Enters the request's scope for its hooks and handler; answers carry the id (`X-Request-Id`). */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    scope.run({ reqId: request.id }, () => {
      const resource = new AsyncResource('league-request');
      (request as WithResource)[RESOURCE] = resource;
      resource.runInAsyncScope(done, request.raw);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = (request as WithResource)[RESOURCE];
    if (resource) resource.runInAsyncScope(done, request.raw);
    else done();
  });
}
