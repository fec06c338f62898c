// The public cache: HTTP caching of public GET answers: `Cache-Control: public, max-age=30`, an ETag over the
// body, and 304 Not Modified for a matching `If-None-Match`. Answers vary by language, so
// `Vary: Accept-Language` is set too. Register it inside a plugin (encapsulated): it applies
// to the routes of that plugin only.
//
//   await app.register(async (scope) => { await scope.register(publicCachePlugin); scope.get(...) });
//   or: await app.register(async (scope) => { usePublicCache(scope); scope.get(...) });
//   or: app.get('/x', { onSend: publicCache }, handler)
//
// A route of such a scope that must not be cached says so: `{ config: { publicCache: false } }`.
//
// `usePublicCache` also keeps each answer in a small in-process micro-cache for a few seconds:
// a popular table or calendar is computed once per few seconds instead of once per visitor.
// Staleness stays well inside the 30 s browsers may keep the answer anyway, and nothing has
// to be shared between API replicas.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';

export const PUBLIC_MAX_AGE_SECONDS = 30;
export const MICRO_CACHE_TTL_MS = 5_000;
const MICRO_CACHE_ENTRIES = 1_000;

interface CachedAnswer {
  expires: number;
  generation: number;
  payload: string | Buffer;
  contentType: string;
  etag: string;
}

// Bumped by a cabinet write that changes public data: every micro-cache of this process treats
// older answers as misses. (Other API replicas keep theirs for at most the micro-cache TTL.)
let generation = 0;

/**
 * Drops every micro-cached public answer of this process: a cabinet write that changes public data
 * calls it once it committed, so the pages it changes answer fresh at once from this replica.
 */
export function clearPublicCaches(): void {
  generation += 1;
}

/** Answers by language and URL; a Map in insertion order doubles as the LRU list. */
export class MicroCache {
  private readonly entries = new Map<string, CachedAnswer>();

  constructor(
    private readonly ttlMs = MICRO_CACHE_TTL_MS,
    private readonly maxEntries = MICRO_CACHE_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expires <= this.now() || hit.generation !== generation) return undefined;
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, payload: string | Buffer, contentType: string): void {
    this.entries.delete(key);
    this.entries.set(key, { expires: this.now() + this.ttlMs, generation, payload, contentType, etag: etagOf(payload) });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  clear(): void {
    this.entries.clear();
  }
}

function etagOf(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** True when one of the If-None-Match tags (or `*`) matches `etag`, weak comparison. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === wanted);
}

function appendVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  const list = typeof current === 'string' ? current.split(',').map((v) => v.trim()).filter(Boolean) : [];
  if (!list.some((v) => v.toLowerCase() === value.toLowerCase())) list.push(value);
  reply.header('vary', list.join(', '));
}

/** onSend hook: only successful GET/HEAD answers with a string or Buffer body are cached. */
export const publicCache: onSendAsyncHookHandler<unknown> = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  if (optedOut(request)) return payload;
  if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  // A micro-cache hit already carries the ETag of its (unchanged) body.
  const known = reply.getHeader('etag');
  const etag = typeof known === 'string' ? known : etagOf(payload);
  reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
  reply.header('etag', etag);
  appendVary(reply, 'Accept-Language');
  if (etagMatches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-length');
    reply.removeHeader('content-type');
    return '';
  }
  return payload;
};

const cacheKey = (request: FastifyRequest) => `${request.lang}|${request.url}`;
const cacheable = (request: FastifyRequest) => (request.method === 'GET' || request.method === 'HEAD') && !request.headers.authorization && !optedOut(request);

function optedOut(request: FastifyRequest): boolean {
  return (request.routeOptions.config as { publicCache?: boolean } | undefined)?.publicCache === false;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route of a cached scope answers without the public cache. */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    /** Micro-cache lifetime from the configuration (buildApp); 0 = off. */
    publicCacheTtlMs?: number;
  }
}

/** Registers the HTTP cache headers and the micro-cache on every route of `scope`. */
export function usePublicCache(scope: FastifyInstance, cache?: MicroCache): void {
  const ttl = scope.publicCacheTtlMs ?? MICRO_CACHE_TTL_MS;
  if (!cache && ttl === 0) {
    scope.addHook('onSend', publicCache);
    return;
  }
  cache ??= new MicroCache(ttl);
  const lookup: onRequestAsyncHookHandler = async (request, reply) => {
    if (!cacheable(request)) return;
    const hit = cache.get(cacheKey(request));
    if (!hit) return;
    reply.header('x-micro-cache', 'hit').header('etag', hit.etag).type(hit.contentType);
    // onSend (publicCache below) still runs: ETag, Cache-Control and 304 as for a fresh answer.
    return reply.send(hit.payload);
  };
  const store: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    if (cacheable(request) && reply.statusCode === 200 && reply.getHeader('x-micro-cache') !== 'hit' && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      cache.set(cacheKey(request), payload, String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'));
    }
    return payload;
  };
  scope.addHook('preHandler', lookup);
  scope.addHook('onSend', store);
  scope.addHook('onSend', publicCache);
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
