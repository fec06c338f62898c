// Server rendering in the one-port product server (ADR 0100): a GET of a public page answers the
// HTML the shell's server entry renders (content, head, the data the browser starts with);
// anything that goes wrong answers the client-rendered index.html as before. Rendered pages are
// kept per URL (the locale is its prefix) for one version of the public data — the one shared by
// every process on the same PostgreSQL database, read before a kept page is answered. Absolute
// links in a page name the configured public origin, so a page is the same whatever Host was asked for.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicVersion } from '@league/api/public-version';
import { followedFromCookie } from '@league/shared/followed-cookie';
import { readLocaleCookie } from '@league/shared/locale';
import { stylesForPage, type InlinedChunk, type PageStyles } from './page-assets';

interface RenderResult {
  status: number;
  html: string;
  queries: number;
  passes: number;
}
interface ShellServer {
  render(options: {
    url: string;
    origin: string;
    template: string;
    remotes: Record<string, string>;
    fetchApi: (
      url: string,
      headers: Record<string, string>,
    ) => Promise<{ status: number; body: string; headers?: Record<string, string> }>;
    budgetMs?: number;
    stylesheets?: string[];
    styles?: string;
    inlinedChunks?: InlinedChunk[];
    preloadScripts?: string[];
    wakeScript?: string;
    onLate?: (result: RenderResult) => void;
    followed?: string[];
  }): Promise<RenderResult>;
}

export interface ServerRenderOptions {
  /**
   * The public origin (PUBLIC_URL): canonical, og:url, alternates and absolute chunk URLs are
   * written with it. Never the request's Host, which any client sets, and which would otherwise
   * be written into a page kept for every other visitor.
   */
  origin: string;
  /** The shell's server entry (shell/dist/server/render.js). */
  entry: string;
  /** The browser build's index.html, the page around the markup. */
  template: string;
  /** Where each remote's server container lives: a file path or an http(s) URL. */
  remotes?: Record<string, string>;
  /**
   * Or the live builds, asked at each render (a release of the public remote switches them
   * without a restart, ADR 0301): they replace `remotes`, `pageStyles` and `preloadScripts`.
   */
  builds?: () => RenderBuilds;
  /** Time for one render, waiting included (ms). */
  budgetMs?: number;
  /** Rendered pages kept at most. */
  maxEntries?: number;
  /** Stylesheets the rendered page links in its head (see `stylesheetsOf` in page-assets.ts). */
  stylesheets?: string[];
  /**
   * Or the builds' styles by unit (see `pageStylesOf`): each page is given, written into its head,
   * only the units its markup uses, and lists only their chunks as present (ADR 0200).
   */
  pageStyles?: PageStyles;
  /** Scripts of remotes every rendered page needs, preloaded with the shell's (see `exposeScriptsOf`). */
  preloadScripts?: string[];
  /** The shell's wake script (see `wakeScriptOf`); without it a page loads its scripts at once. */
  wakeScript?: string;
}

/** The builds a render uses; `key` names them (a kept page of other builds is rendered again). */
export interface RenderBuilds {
  key: string;
  remotes: Record<string, string>;
  pageStyles?: PageStyles;
  preloadScripts?: string[];
}

/**
 * Replies that carry a server-rendered page whose scripts the wake script starts (the product
 * server adds no preload hints to them: the wake script preloads the same files then).
 */
const renderedReplies = new WeakSet<FastifyReply>();
export const isRenderedPage = (reply: FastifyReply): boolean => renderedReplies.has(reply);

const isRootPath = (url: string) => url === '/' || url.startsWith('/?');
/** The home page in any language: it opens with the teams the visitor follows. */
const isHomePath = (url: string) => /^\/(ru|en)?(\?|$)/.test(url);

/** GET/HEAD of a page path (no file extension) outside the API, uploads, remotes, the probes and the cabinet. */
export function isPublicPageRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  if (/^\/(api|uploads|remotes|embed)(\/|$)/.test(pathname) || pathname === '/remotes.json') return false;
  // The probes and the metrics (ADR 0270, 0271) are the API's own answers, never pages.
  if (/^\/(healthz|readyz|metrics)$/.test(pathname)) return false;
  const unprefixed = pathname.replace(/^\/(ru|en)(?=\/|$)/, '') || '/';
  if (unprefixed === '/cabinet' || unprefixed.startsWith('/cabinet/')) return false;
  const last = pathname.split('/').pop() ?? '';
  return !/\.[a-z0-9]{1,12}$/i.test(last);
}

interface Kept {
  version: number;
  /** The builds it was rendered with. */
  builds: string;
  status: number;
  html: string;
  /** The HTML compressed once per kept page, by encoding. */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
  /** A weak validator over the HTML (every encoding of it is the same page). */
  etag?: string;
}

/** The page's weak ETag, worked out once per kept page. */
export function pageEtag(page: { html: string; etag?: string }): string {
  page.etag ??= `W/"${createHash('sha1').update(page.html).digest('base64url').slice(0, 27)}"`;
  return page.etag;
}

/** Whether an If-None-Match header names the ETag (weak comparison, `*` included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** The encoding a client accepts for HTML (brotli first), or null for the plain text. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  for (const encoding of ['br', 'gzip'] as const) if ((accepted.get(encoding) ?? 0) > 0) return encoding;
  return null;
}

function encodedHtml(page: Kept, encoding: 'br' | 'gzip'): Buffer {
  page.encoded ??= {};
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.html, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          },
        })
      : gzipSync(page.html, { level: 6 });
  return page.encoded[encoding];
}

/**
 * What the shell's render is given as the page's styles when the server cuts them per page: it
 * writes it as the head's one `<style>` block, which `withPageStyles` then fills.
 */
const PAGE_STYLES = '/*league:page-styles*/';
const PAGE_STYLES_BLOCK = `<style>${PAGE_STYLES}</style>`;

/**
 * A rendered page with the styles its markup uses written into its head, and a disabled link
 * for each chunk they come from (the browser builds' chunk loaders take it as present; a chunk
 * a remote names on the page's origin is named with the public origin, as the render does).
 */
export function withPageStyles(html: string, styles: PageStyles, origin: string): string {
  const at = html.indexOf(PAGE_STYLES_BLOCK);
  if (at < 0) return html;
  const bodyAt = html.indexOf('<body');
  const { units, chunks } = stylesForPage(styles, html.slice(bodyAt < 0 ? 0 : bodyAt));
  // One block per unit, named by its content: a page answered in place adds those it lacks.
  const blocks = units
    .map((u) => `<style data-css="${escapeAttr(u.id)}">${u.css.replace(/<\/style/gi, '<\\/style')}</style>`)
    .join('');
  const links = chunks
    .map((c) => `<link rel="stylesheet" href="${escapeAttr(c.absolute ? `${origin}${c.href}` : c.href)}" disabled>`)
    .join('');
  return `${html.slice(0, at)}${blocks}${links}${html.slice(at + PAGE_STYLES_BLOCK.length)}`;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the shell's render needs from the product server, and the pages kept between renders. */
interface Renderer {
  shell: ShellServer;
  template: string;
  options: ServerRenderOptions;
  fetchApi: ShellRenderOptions['fetchApi'];
  kept: Map<string, Kept>;
  maxEntries: number;
}
type ShellRenderOptions = Parameters<ShellServer['render']>[0];

/** The shell's server entry and the page around its markup, or null (logged) when either cannot be read. */
function loadShell(app: FastifyInstance, options: ServerRenderOptions): Pick<Renderer, 'shell' | 'template'> | null {
  try {
    const shell = createRequire(options.entry)(options.entry) as ShellServer;
    const template = readFileSync(options.template, 'utf8');
    return { shell, template };
  } catch (error) {
    app.log.warn({ err: error }, 'server rendering is off: the shell server entry or index.html could not be read');
    return null;
  }
}

/**
 * Renders the page at `url` with `builds` and keeps it under `key` unless the public data changed
 * meanwhile; null when the render fails (the page is then rendered in the browser). A render that
 * finishes past its budget is kept all the same, for the next visitor.
 */
function renderPage(
  r: Renderer,
  request: FastifyRequest,
  url: string,
  key: string,
  followed: string[],
  builds: RenderBuilds,
): Promise<Kept | null> {
  const version = publicVersion();
  const { options } = r;
  const origin = options.origin;
  const keep = (result: RenderResult): Kept => {
    const page = {
      version,
      builds: builds.key,
      status: result.status,
      html: builds.pageStyles ? withPageStyles(result.html, builds.pageStyles, origin) : result.html,
    };
    // A write committed while the page rendered: answer it, do not keep it.
    if (version === publicVersion()) {
      if (r.kept.size >= r.maxEntries) r.kept.delete(r.kept.keys().next().value as string);
      r.kept.set(key, page);
    }
    return page;
  };
  return r.shell
    .render({
      url,
      origin,
      template: r.template,
      remotes: builds.remotes,
      fetchApi: r.fetchApi,
      budgetMs: options.budgetMs,
      stylesheets: options.stylesheets,
      ...(builds.pageStyles ? { styles: PAGE_STYLES, inlinedChunks: [] } : {}),
      preloadScripts: builds.preloadScripts,
      wakeScript: options.wakeScript,
      onLate: keep,
      followed,
    })
    .then(keep)
    .catch((error: unknown) => {
      request.log.warn({ err: error, url }, 'server render failed: the page is rendered in the browser');
      return null;
    });
}

/**
 * The page for a URL and the teams the visitor follows: the kept one while the public data and
 * the builds are those it was rendered with, else a render (one at a time per page and builds).
 */
function pageSource(app: FastifyInstance, loaded: Pick<Renderer, 'shell' | 'template'>, options: ServerRenderOptions) {
  const fixedBuilds: RenderBuilds = {
    key: 'fixed',
    remotes: options.remotes ?? {},
    pageStyles: options.pageStyles,
    preloadScripts: options.preloadScripts,
  };
  const currentBuilds = options.builds ?? (() => fixedBuilds);
  const r: Renderer = {
    ...loaded,
    options,
    fetchApi: async (url, headers) => {
      const res = await app.inject({ method: 'GET', url, headers });
      return { status: res.statusCode, body: res.body, headers: res.headers as Record<string, string> };
    },
    kept: new Map(),
    maxEntries: options.maxEntries ?? 500,
  };
  const inFlight = new Map<string, Promise<Kept | null>>();

  return async (request: FastifyRequest, url: string, followed: string[]): Promise<Kept | undefined> => {
    // The home page is kept per set of followed teams.
    const key = followed.length ? `${url}#${followed.join(',')}` : url;
    // A write taken by another process on the same PostgreSQL database moves the version first (ADR 0143).
    await app.publicVersionSync?.fence();
    const builds = currentBuilds();
    const page = r.kept.get(key);
    if (page && page.version === publicVersion() && page.builds === builds.key) return page;
    const flight = `${builds.key} ${key}`;
    let pending = inFlight.get(flight);
    if (!pending) {
      pending = renderPage(r, request, url, key, followed, builds).finally(() => inFlight.delete(flight));
      inFlight.set(flight, pending);
    }
    return (await pending) ?? undefined;
  };
}

/** Answers a rendered page: revalidated by its ETag, compressed as the client accepts. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: Kept, url: string) {
  const etag = pageEtag(page);
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'public, no-cache')
    .header('etag', etag)
    // The home page differs with the cookies (the language one redirects, followed teams show
    // first): a shared cache must keep one per cookie.
    .header('vary', isHomePath(url) ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
  // A revalidation of the same page downloads nothing again.
  if (page.status === 200 && etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  // Compressed like the scripts and styles are (a phone on a slow network reads a quarter of it).
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(encodedHtml(page, encoding));
}

/**
 * Registers the render in front of the static files. Returns false (and renders nothing) when
 * the shell's server entry cannot be loaded.
 */
export function registerServerRender(app: FastifyInstance, options: ServerRenderOptions): boolean {
  const loaded = loadShell(app, options);
  if (!loaded) return false;
  const pageFor = pageSource(app, loaded, options);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPublicPageRequest(request.method, request.url)) return;
    // The root path redirects a visitor who chose another language: the browser decides.
    const cookie = request.headers.cookie ?? '';
    const saved = readLocaleCookie(cookie);
    if (isRootPath(request.url) && saved && saved !== 'kk') return;

    const url = request.url;
    const page = await pageFor(request, url, isHomePath(url) ? followedFromCookie(cookie) : []);
    if (!page) return;
    if (options.wakeScript) renderedReplies.add(reply);
    return sendPage(request, reply, page, url);
  });
  return true;
}
