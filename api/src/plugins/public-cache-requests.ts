// How the public cache (plugins/public-cache.ts) knows a request: the route's say (cached or
// not, its normalised key, the query parameters it reads), the normalised key itself, and the
// bounded table from a raw request seen before to its key, which lets a hit take the short path.
import type { FastifyRequest } from 'fastify';

/** Raw requests (method, URL, Accept-Language) remembered with their normalised key. */
const ALIAS_ENTRIES = 5_000;

/** The normalised key of a request, or null when its input is invalid (the handler answers 422). */
export type PublicCacheKey = (request: FastifyRequest) => string | null;

interface PublicCacheRouteConfig {
  publicCache?: boolean;
  publicCacheKey?: PublicCacheKey;
  publicCacheQuery?: string[];
}

function routeConfig(request: FastifyRequest): PublicCacheRouteConfig | undefined {
  return request.routeOptions.config as PublicCacheRouteConfig | undefined;
}

/** True for a route of a cached scope that answers without the public cache. */
export function optedOut(request: FastifyRequest): boolean {
  return routeConfig(request)?.publicCache === false;
}

/** Query parameters in a stable order, so their order in the URL doesn't matter. */
function sortedQuery(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const entries = Object.entries(query as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/** Key of a route without endpoint contracts: its pattern, path parameters and every query parameter. */
function fallbackKey(request: FastifyRequest): string {
  return `${request.routeOptions.url}|${request.lang}|${JSON.stringify(request.params ?? {})}|${sortedQuery(request.query)}`;
}

/** The normalised key of a request: the route's own, or its pattern and every parameter. */
export function keyOf(request: FastifyRequest): string | null {
  const custom = routeConfig(request)?.publicCacheKey;
  return custom ? custom(request) : fallbackKey(request);
}

/**
 * The normalised key of raw requests seen before, by method, URL and Accept-Language (the key
 * is a function of these alone). Only requests that passed the input guard and had a key are
 * remembered; the oldest go first.
 */
export function createAliasTable() {
  const aliases = new Map<string, string>();
  return {
    /**
     * How the table knows a request: its method, URL and Accept-Language, or, for a route that
     * reads only some query parameters, its path and those parameters (`extra`: it carries others,
     * which no check has seen yet).
     */
    aliasOf(request: FastifyRequest): { alias: string; extra: boolean } {
      const language = request.headers['accept-language'] ?? '';
      const names = routeConfig(request)?.publicCacheQuery;
      if (!names) return { alias: `${request.method} ${request.url}\n${language}`, extra: false };
      const query = (request.query ?? {}) as Record<string, unknown>;
      const read: string[] = [];
      for (const name of names) if (query[name] !== undefined) read.push(`${name}=${JSON.stringify(query[name])}`);
      const path = request.url.split('?', 1)[0];
      return {
        alias: `${request.method} ${path}?${read.join('&')}\n${language}`,
        extra: Object.keys(query).length !== read.length,
      };
    },
    /** The normalised key of a request seen before under `alias`. */
    known: (alias: string): string | undefined => aliases.get(alias),
    remember(alias: string, key: string): void {
      if (aliases.get(alias) === key) return;
      aliases.set(alias, key);
      if (aliases.size > ALIAS_ENTRIES) aliases.delete(aliases.keys().next().value as string);
    },
  };
}

export type AliasTable = ReturnType<typeof createAliasTable>;
