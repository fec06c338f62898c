// Static files for the one-port setup: the built shell at `/` (with SPA fallback to its
// index.html), each remote's dist under `/remotes/<dir>/`, and the public area of the upload
// dir under `/uploads/` (images only: documents live in its private area, which no static path
// reaches; the API hands them out to the roles that may see them).
// Entries (index.html, remoteEntry.js, remotes.json, mf-manifest.json) are never cached;
// hashed chunks under js/ and css/ are cached forever.
import { mkdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface StaticRoot {
  /** URL prefix, e.g. '/' or '/remotes/mf-public/'. */
  prefix: string;
  /** Directory on disk. */
  root: string;
  /** Unknown non-API GET paths under this prefix answer this root's index.html. */
  spaFallback?: boolean;
}

const NO_CACHE_FILES = new Set(['index.html', 'remoteEntry.js', 'remotes.json', 'mf-manifest.json']);

/**
 * What a static root never hands out: dotfiles and dot-directories (`.env`, `.git/`, `.lock`),
 * source maps (a build may leave them for error tracking; they are not for visitors) and an
 * app's server build (`server/` at the root of its dist: the product server runs it to render
 * public pages, ADR 0100; no browser needs it).
 */
export function servable(pathName: string): boolean {
  let decoded = pathName;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return false;
  }
  const parts = decoded.split(/[\\/]+/);
  if (parts.some((part) => part.startsWith('.') && part !== '')) return false;
  if (parts.find((part) => part !== '') === 'server') return false;
  return !/\.map$/i.test(decoded);
}
const IMMUTABLE_DIRS = new Set(['js', 'css']);

export function cacheControlFor(root: string, filePath: string): string {
  const name = basename(filePath);
  if (NO_CACHE_FILES.has(name) || name.endsWith('.html')) return 'no-cache';
  const dirs = relative(root, filePath).split(sep).slice(0, -1);
  if (dirs.some((dir) => IMMUTABLE_DIRS.has(dir))) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

const normalizePrefix = (prefix: string) => {
  let out = prefix.startsWith('/') ? prefix : `/${prefix}`;
  if (!out.endsWith('/')) out += '/';
  return out;
};

export async function registerStaticRoots(
  app: FastifyInstance,
  roots: StaticRoot[],
  uploadDir: string | null,
): Promise<void> {
  if (roots.length === 0 && !uploadDir) return;
  // Loaded only when there is something to serve: one of its dependencies is ESM-only, which
  // jest's CommonJS runtime cannot require (API tests without static files never load it).
  const { default: fastifyStatic } = await import('@fastify/static');
  const entries = roots.map((entry) => ({
    ...entry,
    prefix: normalizePrefix(entry.prefix),
    root: resolve(entry.root),
  }));
  for (const entry of entries) {
    await app.register(fastifyStatic, {
      root: entry.root,
      prefix: entry.prefix,
      decorateReply: false,
      cacheControl: false,
      wildcard: true,
      index: ['index.html'],
      dotfiles: 'deny',
      allowedPath: (pathName) => servable(pathName),
      // The build writes .br and .gz next to each text asset (scripts/build-apps.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.setHeader('cache-control', cacheControlFor(entry.root, path));
      },
    });
  }
  if (uploadDir) {
    const publicArea = resolve(uploadDir, 'public');
    mkdirSync(publicArea, { recursive: true });
    await app.register(fastifyStatic, {
      root: publicArea,
      prefix: '/uploads/',
      decorateReply: false,
      cacheControl: false,
      wildcard: true,
      index: false,
      dotfiles: 'deny',
      allowedPath: (pathName) => servable(pathName),
      setHeaders: (reply) => {
        // Stored under generated names, so a name never changes content.
        reply.setHeader('cache-control', 'public, max-age=86400');
      },
    });
  }
}

/** The not-found fallback: index.html of the SPA root for unknown page paths. */
export function spaFallback(roots: StaticRoot[]) {
  const spa = roots.find((entry) => entry.spaFallback);
  if (!spa) return undefined;
  const spaPrefix = normalizePrefix(spa.prefix);
  const otherPrefixes = roots.filter((entry) => entry !== spa).map((entry) => normalizePrefix(entry.prefix));
  const indexFile = join(resolve(spa.root), 'index.html');

  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/uploads/')) return false;
    if (!path.startsWith(spaPrefix) && `${path}/` !== spaPrefix) return false;
    if (otherPrefixes.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix)) return false;
    // A missing asset ('/js/x.123.js') is a 404, not the page.
    const last = path.split('/').pop() ?? '';
    if (/\.[a-z0-9]{1,12}$/i.test(last) && !last.endsWith('.html')) return false;
    try {
      if (!statSync(indexFile).isFile()) return false;
    } catch {
      return false;
    }
    const html = await readFile(indexFile);
    await reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    return true;
  };
}
