// The public cache of public GET answers, in two layers:
//
// 1. HTTP: `Cache-Control: public, no-cache` (browsers keep the answer but ask again each time),
//    a weak ETag over the body, `Vary: Accept-Language`, and 304 Not Modified for a matching
//    `If-None-Match`. Revalidating costs a round trip and no computation (layer 2 answers it).
// 2. An in-process micro-cache: each answer is computed once per few seconds
//    (`PUBLIC_CACHE_TTL_MS`, 5 s) instead of once per visitor, and concurrent requests for an
//    answer being computed wait for it instead of computing it again.
//
// The micro-cache key is the normalised request: the endpoint, its path parameters and the
// query parameters it reads (as parsed by its contracts, so `?id=06` and `?id=6` are one
// answer), and the language. Nothing else is part of it: an Authorization header (public
// answers are the same for everybody), an unknown query parameter (`?utm_source=`, or a random
// one sent to get around the cache) or the order of parameters can't make a request skip it.
// A hit says `X-Cache: hit`, a computed answer `X-Cache: miss`.
//
// The answer path of a hit is kept short, as most public requests are hits: an entry holds the
// body as the bytes sent and its headers made once, and a request whose URL and Accept-Language
// were seen before (a bounded table from the raw request to its normalised key) is answered in
// `onRequest`, before body parsing, the input guard and key computation run again for a request
// they already let through. For an endpoint that ignores unknown query parameters the table
// knows the request by its path and the parameters the endpoint reads (`publicCacheQuery`), so
// a random parameter added to get around the cache takes the short path too; only the input
// guard looks at what it added. The onSend hooks (security headers, the HTTP cache headers and
// 304) still run for every answer. A request with a body never takes it.
//
// Writes: `invalidatePublic()` forgets every cached public answer at once. Any successful
// write by a signed-in user (POST/PUT/PATCH/DELETE answered 2xx) calls it by itself
// (`publicCacheInvalidation`, registered once in app.ts), so a cabinet write shows on the
// public site at the visitor's next request; on PostgreSQL it also moves the version shared by
// every process (lib/public-version.ts), so the other processes show it at once too. Code that changes public data outside such a
// request (a job, a script) calls `invalidatePublic()` after its transaction commits.
// An answer computed while a write committed is not kept (the generation changed meanwhile).
//
// Register it inside a plugin (encapsulated): it applies to the routes of that plugin only.
//   await app.register(async (scope) => { await scope.register(publicCachePlugin); scope.get(...) });
// A route of such a scope that must not be cached says `{ config: { publicCache: false } }`;
// `route()` (lib/route.ts) turns on the cache only for endpoints declared `cacheable` and
// `access: 'public'`, and gives the cache the endpoint's key (`config.publicCacheKey`).
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  onRequestAsyncHookHandler,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { inspectInput } from '../lib/input-guard';
import { invalidatePublic, publicVersion, type SharedPublicVersion } from '../lib/public-version';
import { createAliasTable, keyOf, optedOut, type AliasTable, type PublicCacheKey } from './public-cache-requests';
import {
  etagMatches,
  etagOf,
  MICRO_CACHE_TTL_MS,
  MicroCache,
  PUBLIC_CACHE_CONTROL,
  type CachedAnswer,
} from './public-cache-store';

export type { PublicCacheKey } from './public-cache-requests';
export {
  etagMatches,
  MICRO_CACHE_BYTES,
  MICRO_CACHE_TTL_MS,
  MicroCache,
  PUBLIC_CACHE_CONTROL,
} from './public-cache-store';

// ---------------------------------------------------------------------------------------------
// Invalidation (the version itself lives in lib/public-version.ts, which services import too)

export { invalidatePublic, type PublicScope } from '../lib/public-version';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Root-level hook: a successful write by a signed-in user invalidates the public cache before
 * its answer leaves (so the writer's next public request already sees the change). Anonymous
 * writes (feedback, login) change no public answer and can't be used to flush the cache.
 */
export const publicCacheInvalidation = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (WRITE_METHODS.has(request.method) && reply.statusCode < 400 && request.user) {
        invalidatePublic();
        // Other processes on the same PostgreSQL database: told before the writer hears back (ADR 0143).
        await app.publicVersionSync?.bump();
      }
      return payload;
    });
  },
  { name: 'public-cache-invalidation', dependencies: ['auth'] },
);

// ---------------------------------------------------------------------------------------------
// The HTTP cache

function appendVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  const list =
    typeof current === 'string'
      ? current
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : [];
  if (!list.some((v) => v.toLowerCase() === value.toLowerCase())) list.push(value);
  reply.header('vary', list.join(', '));
}

const HIT = Symbol('public-cache-hit');
type WithHit = FastifyRequest & { [HIT]?: CachedAnswer };

/** 304 instead of the answer: no body, no type. */
function notModified(reply: FastifyReply): string {
  reply.code(304);
  reply.removeHeader('content-length');
  reply.removeHeader('content-type');
  return '';
}

/** onSend hook: HTTP cache headers and 304 for successful GET/HEAD answers with a string or Buffer body. */
export const publicCache: onSendAsyncHookHandler<unknown> = async (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) => {
  // A micro-cache hit was sent with its headers already (serve() below): only 304 is left to decide.
  const hit = (request as WithHit)[HIT];
  if (hit && reply.statusCode === 200 && payload === hit.payload)
    return etagMatches(request.headers['if-none-match'], hit.etag) ? notModified(reply) : payload;
  if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  // A micro-cache hit already carries the ETag of its (unchanged) body.
  const known = reply.getHeader('etag');
  const etag = typeof known === 'string' ? known : etagOf(payload);
  // An answer kept out of the micro-cache (it moves with the clock: the tournaments' buckets) is
  // still revalidated by its ETag; a route that said how it may be kept is left to say so.
  if (!optedOut(request) || !reply.hasHeader('cache-control')) reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  reply.header('etag', etag);
  appendVary(reply, 'Accept-Language');
  if (etagMatches(request.headers['if-none-match'], etag)) return notModified(reply);
  return payload;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route of a cached scope answers without the public cache. */
    publicCache?: boolean;
    /** The route's normalised cache key (route() builds it from the endpoint's contracts). */
    publicCacheKey?: PublicCacheKey;
    /**
     * The query parameters the route reads, sorted, when it ignores every other one: the short
     * path of a hit recognises a request by these alone.
     */
    publicCacheQuery?: string[];
  }
  interface FastifyInstance {
    /** Micro-cache lifetime from the configuration (buildApp); 0 = off. */
    publicCacheTtlMs?: number;
    /**
     * The public data version shared with the other processes on the same PostgreSQL database
     * (buildApp; absent on the embedded database). A page server awaits `fence()` before it
     * answers from what it keeps.
     */
    publicVersionSync?: SharedPublicVersion;
  }
}

// ---------------------------------------------------------------------------------------------
// The micro-cache

interface Pending {
  key: string;
  generation: number;
  leader: boolean;
  resolve?: (answer: CachedAnswer | undefined) => void;
}

const PENDING = Symbol('public-cache-pending');
type WithPending = FastifyRequest & { [PENDING]?: Pending };

/** Sends a kept answer; the security headers and the HTTP cache (publicCache, for the 304) still run in onSend. */
function serve(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  (request as WithHit)[HIT] = answer;
  reply.headers(answer.headers);
  if (reply.hasHeader('vary')) appendVary(reply, 'Accept-Language');
  else reply.header('vary', 'Accept-Language');
  return reply.send(answer.payload);
}

/** The short path: a request seen before, without a body, whose answer is in the cache. */
function shortPath(store: MicroCache, aliases: AliasTable): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const { headers } = request;
    if (
      (headers['content-length'] !== undefined && headers['content-length'] !== '0') ||
      headers['transfer-encoding'] !== undefined
    )
      return;
    if (optedOut(request)) return;
    const { alias, extra } = aliases.aliasOf(request);
    const key = aliases.known(alias);
    if (key === undefined) return;
    // Parameters the route ignores still pass the input guard: one it refuses takes the long
    // path, which answers the refusal.
    if (extra) {
      const { problems } = inspectInput(request.query, 'query');
      if (problems.tooDeep || Object.keys(problems.fields).length > 0) return;
    }
    const hit = store.get(key);
    if (hit) return serve(request, reply, hit);
  };
}

/** Hands the answer a request computed (or none) to the requests waiting for it. */
function finish(
  inFlight: Map<string, Promise<CachedAnswer | undefined>>,
  request: FastifyRequest,
  answer: CachedAnswer | undefined,
): void {
  const pending = (request as WithPending)[PENDING];
  if (!pending?.leader || !pending.resolve) return;
  inFlight.delete(pending.key);
  pending.resolve(answer);
  pending.resolve = undefined;
}

/** Registers the HTTP cache headers and the micro-cache on every route of `scope`. */
export function usePublicCache(scope: FastifyInstance, cache?: MicroCache): void {
  const ttl = scope.publicCacheTtlMs ?? MICRO_CACHE_TTL_MS;
  if (!cache && ttl === 0) {
    scope.addHook('onSend', publicCache);
    return;
  }
  const store = cache ?? new MicroCache(ttl);
  /** Answers being computed, by key: concurrent misses wait for the first one. */
  const inFlight = new Map<string, Promise<CachedAnswer | undefined>>();
  const aliases = createAliasTable();

  const lookup: preHandlerAsyncHookHandler = async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || optedOut(request)) return;
    const key = keyOf(request);
    if (key === null) return;
    aliases.remember(aliases.aliasOf(request).alias, key);
    const hit = store.get(key);
    // onSend (publicCache below) still runs for a hit: ETag, Cache-Control and 304 as for a fresh answer.
    if (hit) return serve(request, reply, hit);
    const running = inFlight.get(key);
    if (running) {
      const answer = await running;
      if (answer) return serve(request, reply, answer);
    }
    const pending: Pending = { key, generation: publicVersion(), leader: !inFlight.has(key) };
    if (pending.leader) inFlight.set(key, new Promise((resolve) => (pending.resolve = resolve)));
    (request as WithPending)[PENDING] = pending;
    reply.header('x-cache', 'miss');
  };

  const keep: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const pending = (request as WithPending)[PENDING];
    if (!pending) return payload;
    if (reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      const answer = store.set(
        pending.key,
        payload,
        String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        pending.generation,
      );
      reply.header('etag', answer.etag);
      finish(inFlight, request, answer.generation === publicVersion() ? answer : undefined);
    } else finish(inFlight, request, undefined);
    return payload;
  };
  // An answer that never reached onSend (an aborted request) releases its waiters too.
  const release: onResponseAsyncHookHandler = async (request) => finish(inFlight, request, undefined);

  scope.addHook('onRequest', shortPath(store, aliases));
  scope.addHook('preHandler', lookup);
  scope.addHook('onSend', keep);
  scope.addHook('onSend', publicCache);
  scope.addHook('onResponse', release);
  scope.addHook('onRequestAbort', async (request) => finish(inFlight, request, undefined));
}

/**
 * The public cache as a plugin: registered inside a scope, it applies to every route of that
 * scope (fastify-plugin keeps the hooks in the registering scope, not in a child).
 */
export const publicCachePlugin = fp<{ cache?: MicroCache }>(
  async (scope, options) => {
    usePublicCache(scope, options.cache);
  },
  { name: 'public-cache' },
);
