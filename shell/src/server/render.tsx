// Server rendering of public pages (ADR 0100). The product server calls `render` for a public
// page; it loads the public remote's server container through the federation runtime, renders
// the shell's App for the URL (the same tree the browser hydrates), fetches the data the page
// asked for, renders again, and answers the browser build's index.html with the page's markup,
// its head tags and the data the browser's QueryClient starts with. Any failure rejects: the
// caller then serves the client-rendered index.html.
import { Writable } from 'node:stream';
import { DOMParser as ServerDOMParser } from 'linkedom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import {
  AppProviders,
  ApiError,
  PageMetaSink,
  api,
  requestUrl,
  type AdapterConfig,
  type ApiClient,
  type ApiResponse,
  createServerQueryClient,
  dehydrateForBrowser,
  fetchRequested,
  i18n,
  initI18n,
  loadLanguage,
  leagueOffsetSteps,
  localeAtom,
  mergePageMeta,
  pageMetaAtom,
  publicOriginAtom,
  followedTeamsAtom,
  requestedQueries,
  splitLocale,
  store,
  type LeagueOffsets,
  type Locale,
  type PageMeta,
  identityFromCache,
  siteName,
} from '@league/shared';
import { App } from '../app';
import { FatalBoundary } from '../fatal-boundary';
import { headTags } from '../head/head-tags';
import { fillTemplate } from './page-template';
import { matchRoute } from '../federation/match-route';
import { loadServerRemote, type ServerRemotes } from './remotes';
import { SSR_DATA_ID, type ServerData } from '../ssr-data';

/** One API call of a render, answered by the product server in process. */
export type ApiFetch = (
  url: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string; headers?: Record<string, string> }>;

export interface RenderOptions {
  /** Path and query of the page, e.g. `/ru/matches/286?tab=events`. */
  url: string;
  /** Origin for canonical, alternates and share images, e.g. `https://league.kz`. */
  origin: string;
  /** The browser build's index.html. */
  template: string;
  /** Where each remote's server container lives (a file path, file: or http(s): URL). */
  remotes: ServerRemotes;
  fetchApi: ApiFetch;
  /** Time for the whole render, waiting included; past it the render gives up (default 1000 ms). */
  budgetMs?: number;
  /** Stylesheets to link in the head, so the page is styled before any script runs. */
  stylesheets?: string[];
  /** The same styles as text, written into the head instead of linked (one request less each). */
  styles?: string;
  /**
   * The browser builds' CSS chunks whose rules `styles` holds, by URL (`absolute`: on the page's
   * origin, as a remote's chunk loader names them). The page carries a disabled link per chunk,
   * which the loaders take as the chunk already present: the same rules are not downloaded and
   * applied a second time while the page hydrates.
   */
  inlinedChunks?: { href: string; absolute: boolean }[];
  /**
   * Scripts of remotes the page hydrates with (the public remote's exposed routes), preloaded
   * with the shell's own: requested with them instead of after the shell's start-up has run.
   */
  preloadScripts?: string[];
  /**
   * The shell's wake script (ADR 0135). Given, the page carries it alone: the application's
   * scripts and preloads are listed in a JSON block it reads, and start on the visitor's first
   * intent, or at load for a page that declares `scriptsAtLoad`. Not given, the page loads them
   * itself, after its markup, at low priority.
   */
  wakeScript?: string;
  /** Called with the result of a render that finished after its budget (the caller may keep it). */
  onLate?: (result: RenderResult) => void;
  /** The teams the visitor follows (their cookie, read by the caller): the home page opens with them. */
  followed?: string[];
}

export interface RenderResult {
  status: number;
  html: string;
  /** How many API answers the page holds, and render passes it took. */
  queries: number;
  passes: number;
}

// Pages may parse HTML with the browser's DOMParser while they render (the sanitiser of staff-
// written bodies does): the server provides one, as the browser does. A browser puts a fragment
// ("<p>…</p>") into the body of a whole document; linkedom keeps it as the document itself, with
// an empty body, so the fragment is given its document first.
class FragmentParser {
  readonly #parser = new ServerDOMParser();
  parseFromString(markup: string, type: 'text/html' | 'text/xml' | 'image/svg+xml') {
    const whole = type !== 'text/html' || /^\s*(<!doctype[^>]*>\s*)?<html[\s>]/i.test(markup);
    return this.#parser.parseFromString(
      whole ? markup : `<!doctype html><html><head></head><body>${markup}</body></html>`,
      type,
    );
  }
}
if (typeof globalThis.DOMParser === 'undefined') {
  (globalThis as { DOMParser?: unknown }).DOMParser = FragmentParser;
}

/** The id of the JSON block the browser reads before hydrating. */
export { SSR_DATA_ID };
export const MAX_PASSES = 3;

export class NotRenderable extends Error {}

// The store, i18n language and API client are process-wide singletons (shared with the remote
// through federation): one render runs at a time.
// A render that never settles (a hung API call) holds the queue at most HOLD_MS.
const HOLD_MS = 10_000;
let queue: Promise<unknown> = Promise.resolve();
function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = Promise.race([run, new Promise((resolve) => setTimeout(resolve, HOLD_MS).unref())]).catch(() => undefined);
  return run;
}

let currentFetch: ApiFetch | null = null;
/** The API client's transport during a render: the product server answers in process. */
const serverAdapter = async (config: AdapterConfig): Promise<ApiResponse> => {
  if (!currentFetch) throw new Error('no API in this render');
  const res = await currentFetch(requestUrl(config), config.headers.toJSON());
  let data: unknown = res.body;
  try {
    data = res.body === '' ? '' : JSON.parse(res.body);
  } catch {
    // not JSON: the text as it is
  }
  const response: ApiResponse = {
    data,
    status: res.status,
    statusText: String(res.status),
    headers: res.headers ?? {},
    config,
  };
  if (res.status < 200 || res.status >= 300) {
    throw new ApiError(
      `Request failed with status code ${res.status}`,
      res.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      config,
      response,
    );
  }
  return response;
};

async function toHtml(element: React.ReactElement, signal: AbortSignal): Promise<string> {
  const errors: unknown[] = [];
  // Never outline a large finished boundary (React does so past progressiveChunkSize to stream
  // it later with an inline script): the page must be whole without JavaScript.
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude.pipe(
      new Writable({
        write(chunk: Buffer, _enc, done) {
          chunks.push(Buffer.from(chunk));
          done();
        },
        final(done) {
          resolve();
          done();
        },
      }),
    );
    prelude.on('error', reject);
  });
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return Buffer.concat(chunks).toString('utf8');
}

function tree(
  client: QueryClient,
  sink: (meta: PageMeta & { path: string }) => void,
  routerState: {
    router: ReturnType<typeof createStaticRouter>;
    context: Parameters<typeof StaticRouterProvider>[0]['context'];
  },
) {
  return (
    <AppProviders>
      <QueryClientProvider client={client}>
        <PageMetaSink.Provider value={sink}>
          <FatalBoundary>
            <StaticRouterProvider router={routerState.router} context={routerState.context} hydrate={false} />
          </FatalBoundary>
        </PageMetaSink.Provider>
      </QueryClientProvider>
    </AppProviders>
  );
}

/** Only public pages are rendered on the server; the cabinet and its login stay client pages. */
export function isServerRenderable(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return !(path === '/cabinet' || path.startsWith('/cabinet/'));
}

export function render(options: RenderOptions): Promise<RenderResult> {
  const budget = options.budgetMs ?? 1000;
  const deadline = Date.now() + budget;
  const controller = new AbortController();
  let late = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        late = true;
        reject(new NotRenderable(`server render took more than ${budget} ms`));
      },
      Math.max(0, deadline - Date.now()),
    );
  });
  // A render that started in time may finish after the budget (a cold process loads the
  // remote's chunks): the visitor got the client page, `onLate` may keep the result for the next.
  const stop = setTimeout(() => controller.abort(), HOLD_MS);
  stop.unref?.();
  const work = exclusive(() => {
    if (Date.now() >= deadline) throw new NotRenderable('no time left');
    return renderNow(options, controller.signal);
  });
  work
    .then(
      (result) => late && options.onLate?.(result),
      () => undefined,
    )
    .finally(() => clearTimeout(stop));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Puts the process-wide language, store and page metadata at the page's before a render. */
async function enterPage(locale: Locale, origin: string, followed: string[]): Promise<void> {
  initI18n(locale);
  await i18n.changeLanguage(locale);
  store.set(localeAtom, locale);
  store.set(pageMetaAtom, {});
  store.set(publicOriginAtom, origin);
  store.set(followedTeamsAtom, followed);
}

/** Renders the page again, its data fetched between passes, until it is whole; at most MAX_PASSES. */
async function renderWhole(
  url: string,
  client: QueryClient,
  element: () => React.ReactElement,
  signal: AbortSignal,
): Promise<{ html: string; passes: number }> {
  let html = '';
  let passes = 0;
  for (;;) {
    passes++;
    html = await toHtml(element(), signal);
    // Done when the pass asked for no new data and nothing in it waited for code (a lazy page
    // or block that loaded during the pass is written as a late boundary with an inline script,
    // which a visitor without JavaScript — or the CSP — never runs; the next pass has it inline).
    if (requestedQueries(client).length === 0 && !hasLateBoundary(html)) break;
    if (passes >= MAX_PASSES) throw new NotRenderable(`${url} is not complete after ${passes} passes`);
    await fetchRequested(client);
  }
  return { html, passes };
}

/** A whole render of a page: its markup, the metadata it declared, the answers it holds. */
interface RenderedPage {
  pathname: string;
  locale: Locale;
  /** The status of the route (404 for an address no page answers). */
  status: number;
  client: QueryClient;
  meta: PageMeta & { path?: string };
  html: string;
  passes: number;
}

/** The answer for a rendered page: its status and index.html filled with it. */
function pageResult(
  { origin, template, stylesheets = [], styles, inlinedChunks = [], preloadScripts = [], wakeScript }: RenderOptions,
  { pathname, locale, status, client, meta, html, passes }: RenderedPage,
): RenderResult {
  // A page that rendered the not-found state (an unknown slug or id: its answer was a 404)
  // declared so in its metadata, and answers 404 as well.
  const pageMeta = meta.path === pathname ? meta : {};
  const answered = pageMeta.notFound ? 404 : status;
  const site = siteName(identityFromCache(client, locale), locale);
  const tags = headTags({ origin, pathname, meta, t: i18n.getFixedT(locale), site });
  const payload: ServerData = {
    state: dehydrateForBrowser(client),
    meta: pageMeta,
    offsets: leagueOffsetsForPages(),
    origin,
  };
  const page = fillTemplate(template, tags, html, payload, {
    stylesheets,
    styles,
    inlinedChunks: inlinedChunks.map((c) => (c.absolute ? `${origin}${c.href}` : c.href)),
    preloadScripts,
    wake: wakeScript ? { script: wakeScript, atLoad: pageMeta.scriptsAtLoad === true } : undefined,
  });
  return { status: answered, html: page, queries: client.getQueryCache().getAll().length, passes };
}

async function renderNow(options: RenderOptions, signal: AbortSignal): Promise<RenderResult> {
  const { url, origin, remotes, fetchApi, followed = [] } = options;
  const parsed = new URL(url, 'http://localhost');
  const { locale, path } = splitLocale(parsed.pathname);
  if (!isServerRenderable(parsed.pathname)) throw new NotRenderable('cabinet pages are not rendered on the server');

  await enterPage(locale, origin, followed);
  const mod = await loadServerRemote('mf_public', remotes);
  // The server holds every language; a remote's strings may still come through its loaders.
  await loadLanguage(locale);
  const matched = matchRoute(mod, path);
  const status = matched && matched.valid ? 200 : 404;

  api.defaults.adapter = serverAdapter as unknown as ApiClient['defaults']['adapter'];
  currentFetch = fetchApi;
  try {
    const client = createServerQueryClient();
    let meta: PageMeta & { path?: string } = {};
    const sink = (m: PageMeta & { path: string }) => {
      meta = mergePageMeta(meta, m);
    };
    const handler = createStaticHandler([{ path: '*', element: <App /> }]);
    const request = new Request(new URL(`${parsed.pathname}${parsed.search}`, origin), { signal });
    const context = await handler.query(request);
    if (context instanceof Response) throw new NotRenderable(`${url} redirects`);
    const router = createStaticRouter(handler.dataRoutes, context);

    const { html, passes } = await renderWhole(url, client, () => tree(client, sink, { router, context }), signal);
    if (signal.aborted) throw new NotRenderable('aborted');
    return pageResult(options, { pathname: parsed.pathname, locale, status, client, meta, html, passes });
  } finally {
    currentFetch = null;
  }
}

/**
 * Almaty's offsets from 2000 to ten years ahead by the server's zone rules, for the browser
 * (`adoptLeagueOffsets`): worked out once a year per process, a few hundred bytes in the page.
 */
let pageOffsets: { year: number; offsets: LeagueOffsets } | null = null;
function leagueOffsetsForPages(): LeagueOffsets {
  const year = new Date().getUTCFullYear();
  if (pageOffsets?.year !== year)
    pageOffsets = { year, offsets: leagueOffsetSteps(Date.UTC(2000, 0, 1), Date.UTC(year + 10, 0, 1)) };
  return pageOffsets.offsets;
}

/** A Suspense boundary that was still pending when its shell was written (`<!--$?-->`). */
const hasLateBoundary = (html: string) => html.includes('<!--$?-->');
