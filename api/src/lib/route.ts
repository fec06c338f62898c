// Registers a Fastify route from an endpoint object of `@league/shared/endpoints`: the path and
// method come from the object, params/query/body are validated with its contracts (a failure
// is a 422 with field errors, never a 500), and its access policy is checked first, when the
// request arrives, before its body is parsed or validated (plugins/auth.ts checks a restricted
// body field right after parsing, before any other check of the input).
// Only an endpoint declared `cacheable` and `access: 'public'` answers through the public cache
// of its scope (plugins/public-cache.ts), under a key made of what the endpoint reads: its path
// parameters and known query parameters as its contracts parse them, and the language. Such an
// endpoint ignores query parameters its contract doesn't name (`?utm_source=`, `?_=<random>`)
// rather than refusing them, so they can neither break a shared link nor get around the cache.
// Handlers receive typed input and return the answer body. A file endpoint (its `response` is
// a `fileAnswer` of @league/shared/contracts) returns a FileReply instead: the route streams
// the bytes with their type and headers; errors before that still answer the JSON envelope.
import { Readable } from 'node:stream';
import { policyAllows, POLICIES } from '@league/shared/access';
import type { FileAnswer } from '@league/shared/contracts';
import type { Endpoint, EndpointAccess } from '@league/shared/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { answerKey } from './public-caches';
import { parseBody, parseQuery } from './validate';

/** What the handler of a file endpoint returns. */
export interface FileReply {
  /** A stream, or the bytes themselves: a public endpoint's bytes get the public cache's ETag, 304 and micro-cache. */
  body: Readable | Buffer;
  contentType: string;
  size?: number;
  /** Sent as `Content-Disposition: inline; filename="…"`: letters, digits, `.`, `_`, `-` only. */
  filename: string;
  cacheControl: string;
}

/** A file answer made of text (a CSV, a feed, a calendar): its UTF-8 bytes streamed with their type. */
export function textFile(text: string, contentType: string, filename: string, cacheControl: string): FileReply {
  const body = Buffer.from(text, 'utf8');
  return { body: Readable.from([body]), contentType, size: body.length, filename, cacheControl };
}

type Answer<R> = [R] extends [FileAnswer] ? FileReply : R;

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<P, Q, B, R> = (input: RouteInput<P, Q, B>) => Promise<Answer<R>>;

/** A name a Content-Disposition header can carry as it is. */
export const safeFilename = (name: string): string =>
  name
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 100) || 'file';

function sendFile(reply: FastifyReply, file: FileReply): FastifyReply {
  reply.header('content-type', file.contentType);
  reply.header('cache-control', file.cacheControl);
  reply.header('content-disposition', `inline; filename="${safeFilename(file.filename)}"`);
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  return reply.send(file.body);
}

async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

/**
 * The query parameters an object contract reads, sorted, or undefined for a contract of another
 * kind. The public cache recognises a request by them (a parameter the endpoint ignores can't
 * make it look new).
 */
export function queryNamesOf(struct: { type: string; schema: unknown } | undefined): string[] | undefined {
  if (!struct) return [];
  if ((struct.type !== 'object' && struct.type !== 'type') || !struct.schema || typeof struct.schema !== 'object')
    return undefined;
  return Object.keys(struct.schema).sort();
}

export function route<P, Q, B, R>(
  app: FastifyInstance,
  endpoint: Endpoint<P, Q, B, R>,
  handler: RouteHandler<P, Q, B, R>,
  options: Pick<RouteShorthandOptions, 'onSend' | 'bodyLimit'> = {},
): void {
  const access = endpoint.access;
  const cached = endpoint.cacheable === true && access === 'public';
  const lenient = cached && endpoint.method === 'GET';
  const readQuery = (request: FastifyRequest) =>
    (endpoint.query ? parseQuery(endpoint.query, request.query, { mask: lenient }) : undefined) as Q;
  const readParams = (request: FastifyRequest) =>
    (endpoint.params ? parseQuery(endpoint.params, request.params) : undefined) as P;
  const publicCacheKey = (request: FastifyRequest): string | null => {
    try {
      return answerKey(endpoint, request.lang, readParams(request), readQuery(request));
    } catch {
      return null; // invalid input: the handler answers 422, nothing is cached
    }
  };
  // Who may call comes first, as the request arrives: before its body is read, parsed or
  // checked, so a role the policy leaves out gets 403 (anonymous 401) whatever it sent.
  const guard =
    access === 'public'
      ? undefined
      : access === 'signed-in'
        ? app.authenticate
        : app.requireRole(...POLICIES[access].roles);
  const restricted = endpoint.restricted
    ? {
        field: endpoint.restricted.field,
        values: new Set(endpoint.restricted.values),
        roles: new Set<string>(POLICIES[endpoint.restricted.policy].roles),
      }
    : undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      ...(cached
        ? { publicCache: true, publicCacheKey, publicCacheQuery: lenient ? queryNamesOf(endpoint.query) : undefined }
        : { publicCache: false }),
      ...(restricted ? { restricted } : {}),
    },
    // Cabinet answers (and their errors) are never stored by a browser or a proxy.
    ...(guard ? { onRequest: [noStore, guard] } : {}),
    ...options,
    handler: async (request, reply) => {
      const params = readParams(request);
      const query = readQuery(request);
      const body = (endpoint.body ? parseBody(endpoint.body, request.body ?? {}) : undefined) as B;
      const answer = await handler({ params, query, body, request, reply });
      return endpoint.response.type === 'file' ? sendFile(reply, answer as FileReply) : answer;
    },
  });
}

/**
 * Whether a role may call an endpoint, by the access table the route's guard reads (a service
 * that shows what a user may do next asks this, never a role list of its own).
 */
export function mayCall(endpoint: { access: EndpointAccess }, role: string | null | undefined): boolean {
  if (endpoint.access === 'public') return true;
  if (endpoint.access === 'signed-in') return !!role;
  return policyAllows(endpoint.access, role as Parameters<typeof policyAllows>[1]);
}
