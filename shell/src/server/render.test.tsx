/**
 * @jest-environment node
 */
// linkedom's dependencies are ESM-only, which jest's CommonJS runtime cannot load: the test
// gives the render jsdom's DOMParser in its place (the build bundles linkedom).
jest.mock('linkedom', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { JSDOM } = jest.requireActual('jsdom') as typeof import('jsdom');
  return { DOMParser: new JSDOM('').window.DOMParser };
});
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const remoteState: { fail: Error | null } = { fail: null };
jest.mock('./remotes', () => ({
  loadServerRemote: jest.fn(async (name: string) => {
    if (remoteState.fail) throw remoteState.fail;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { rememberRemoteModule } = require('../federation/remotes') as typeof import('../federation/remotes');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return rememberRemoteModule(
      name as 'mf_public',
      (require('./render.fixture') as typeof import('./render.fixture')).testRemote,
    );
  }),
}));

import { render, isServerRenderable, SSR_DATA_ID, type ApiFetch, type RenderOptions } from './render';
import { APP_SCRIPTS_ID } from '../ssr-data';
import { adoptLeagueOffsets, leagueOffsetMinutes } from '@league/shared';

const template =
  '<!doctype html><html lang="kk"><head><meta charset="utf-8"><title>League</title><meta name="description" content="generic"><script defer src="/js/main.js"></script></head><body><div id="root"></div></body></html>';
const remotes = { mf_public: '/srv/mf-public/server/remoteEntry.js' };
const clock = {
  datetime: '2026-03-01T10:00:00.000Z',
  timezone: 'Asia/Almaty',
  local: '2026-03-01T15:00:00+05:00',
  offset: '+05:00',
  timestamp: 1772359200,
};

function api(status = 200): { fetchApi: ApiFetch; calls: { url: string; language: string }[] } {
  const calls: { url: string; language: string }[] = [];
  return {
    calls,
    fetchApi: async (url, headers) => {
      calls.push({ url, language: headers['Accept-Language'] ?? '' });
      return status === 200
        ? { status, body: JSON.stringify({ success: true, data: clock }) }
        : { status, body: JSON.stringify({ success: false, message: 'down' }) };
    },
  };
}

/** The shell's render of a page (the clock page unless told), its API answering the clock. */
const renderClock = (options: Partial<RenderOptions> = {}) =>
  render({
    url: '/clock',
    origin: 'https://league.test',
    template,
    remotes,
    fetchApi: api().fetchApi,
    budgetMs: 10_000,
    ...options,
  });

const payloadOf = (html: string) =>
  JSON.parse(new RegExp(`<script id="${SSR_DATA_ID}" type="application/json">(.*?)</script>`).exec(html)![1]!);

afterEach(() => {
  remoteState.fail = null;
});

test('a public page arrives with its content, head and the data the browser starts with', async () => {
  const { fetchApi, calls } = api();
  const result = await renderClock({
    url: '/ru/clock?x=1',
    fetchApi,
  });

  expect(result.status).toBe(200);
  // The lazy page loads in the first pass, asks for its data, and the next pass renders it.
  expect(result.passes).toBeGreaterThanOrEqual(2);
  // The league's identity (the header's name) comes with every page.
  expect(calls).toEqual([
    { url: '/api/v1/league', language: 'ru' },
    { url: '/api/v1/datetime', language: 'ru' },
  ]);
  const { html } = result;
  expect(html).toContain('<html lang="ru">');
  expect(html).toContain('<p class="clock">2026-03-01T15:00:00+05:00</p>');
  expect(html).toContain('<p class="parsed">staff text</p>');
  expect(html).toContain('<title>Часы &amp; время — ');
  expect(html).not.toContain('content="generic"');
  expect(html).toContain('<meta property="og:title" content="Часы &amp; время" />');
  expect(html).toContain('<meta property="og:image" content="https://league.test/uploads/clock.png" />');
  expect(html).toContain('<link rel="canonical" href="https://league.test/ru/clock" />');
  for (const [lang, href] of [
    ['kk', '/clock'],
    ['ru', '/ru/clock'],
    ['en', '/en/clock'],
    ['x-default', '/clock'],
  ]) {
    expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="https://league.test${href}" />`);
  }
  // Nothing waits for an inline script (the CSP forbids them; a link preview runs none).
  expect(html).not.toMatch(/<script>|<!--\$\?-->/);
  const payload = payloadOf(html);
  expect(payload.meta).toMatchObject({ title: 'Часы & время', path: '/ru/clock' });
  expect(payload.state.queries.map((q: { queryKey: unknown[] }) => q.queryKey[0])).toEqual([
    'league.identity',
    'system.datetime',
  ]);
  expect(payload.state.queries[1].queryKey).toEqual(['system.datetime', {}, { locale: 'ru' }]);
  expect(payload.state.queries[1].state.data.data.local).toBe(clock.local);
  // Almaty's offsets for the browser, by the server's zone rules: UTC+6 in 2012, UTC+5 since the
  // change at midnight on 1 March 2024, to ten years ahead.
  adoptLeagueOffsets(payload.offsets);
  try {
    expect(payload.offsets.steps[0][0]).toBe(Date.UTC(2000, 0, 1));
    expect(payload.offsets.to).toBe(Date.UTC(new Date().getUTCFullYear() + 10, 0, 1));
    expect(payload.offsets.steps.at(-1)).toEqual([Date.UTC(2024, 1, 29, 18), 300]);
    expect(leagueOffsetMinutes(Date.UTC(2012, 5, 1))).toBe(360);
  } finally {
    adoptLeagueOffsets(null);
  }
});

test('data in the page cannot close its script block', async () => {
  const evil = '</script><script>alert(1)</script>';
  const fetchApi: ApiFetch = async () => ({
    status: 200,
    body: JSON.stringify({ success: true, data: { ...clock, local: evil } }),
  });
  const result = await renderClock({
    fetchApi,
  });
  expect(result.html.match(/<\/script>/g)).toHaveLength(2); // the shell's script and the data block
  expect(payloadOf(result.html).state.queries[1].state.data.data.local).toBe(evil);
});

test('styles come before the scripts, and script preloads wait at the end of the body, at low priority', async () => {
  const withPreloads = template.replace(
    '</head>',
    '<link as="script" href="/js/a.js" rel="preload"><link as="script" href="/js/b.js" rel="preload"></head>',
  );
  const result = await renderClock({
    template: withPreloads,
    stylesheets: ['/css/base.css'],
  });
  const { html } = result;
  const [head, body] = html.split('</head>');
  expect(head.indexOf('href="/css/base.css"')).toBeGreaterThan(-1);
  expect(head.indexOf('href="/css/base.css"')).toBeLessThan(head.indexOf('<script defer src="/js/main.js">'));
  expect(head).not.toContain('as="script"');
  expect(body.indexOf('href="/js/a.js"')).toBeGreaterThan(body.indexOf('</div>'));
  expect(body.match(/as="script"/g)).toHaveLength(2);
  expect(body.match(/<link rel="preload" as="script" href="\/js\/[ab]\.js" fetchpriority="low">/g)).toHaveLength(2);
});

const appScriptsOf = (html: string) =>
  JSON.parse(new RegExp(`<script id="${APP_SCRIPTS_ID}" type="application/json">(.*?)</script>`).exec(html)![1]!);

test('with the wake script, the page runs nothing else: its scripts and their preloads are named for the first intent', async () => {
  const withPreloads = template.replace(
    '</head>',
    '<link as="script" href="/js/a.js" rel="preload"><link as="script" href="/js/b&amp;c.js" rel="preload"></head>',
  );
  const result = await renderClock({
    template: withPreloads,
    preloadScripts: ['/remotes/mf-public/remoteEntry.js'],
    wakeScript: '/js/wake.12345678.js',
  });
  const { html } = result;
  // One script element runs: the wake script, deferred, in the head.
  expect(html.match(/<script\b[^>]*\bsrc=/g)).toEqual(['<script defer src=']);
  expect(html.split('</head>')[0]).toContain('<script defer src="/js/wake.12345678.js"></script>');
  expect(html).not.toContain('rel="preload"');
  expect(html).not.toContain('src="/js/main.js"');
  // The block follows the markup and the page data.
  expect(html.indexOf(`id="${APP_SCRIPTS_ID}"`)).toBeGreaterThan(html.indexOf(`id="${SSR_DATA_ID}"`));
  expect(appScriptsOf(html)).toEqual({
    scripts: ['/js/main.js'],
    preload: [
      { href: '/remotes.json', as: 'fetch' },
      { href: '/js/a.js', as: 'script' },
      { href: '/js/b&c.js', as: 'script' },
      { href: '/remotes/mf-public/remoteEntry.js', as: 'script' },
    ],
    atLoad: false,
  });
});

test('a page that declares it needs its scripts at load says so to the wake script', async () => {
  const result = await renderClock({
    url: '/en/live-clock',
    wakeScript: '/js/wake.12345678.js',
  });
  expect(result.status).toBe(200);
  expect(appScriptsOf(result.html).atLoad).toBe(true);
  expect(payloadOf(result.html).meta.scriptsAtLoad).toBe(true);
});

test("the remotes' scripts the page hydrates with are preloaded with the shell's, at low priority, after the markup", async () => {
  const result = await renderClock({
    preloadScripts: ['/remotes/mf-public/js/1.aaaaaaaa.js', '/remotes/mf-public/js/"x.js'],
  });
  const [head, body] = result.html.split('</head>');
  expect(head).not.toContain('/remotes/mf-public/js/');
  expect(
    body.indexOf('<link rel="preload" as="script" href="/remotes/mf-public/js/1.aaaaaaaa.js" fetchpriority="low">'),
  ).toBeGreaterThan(body.indexOf('</div>'));
  // An href is written as an attribute value, never as markup.
  expect(body).toContain('href="/remotes/mf-public/js/&quot;x.js"');
});

test('styles given as text are written into the head instead of links, and cannot close their block', async () => {
  const styles = '.a{color:red}</style><script>alert(1)</script>';
  const { html } = await renderClock({
    stylesheets: ['/css/base.css'],
    styles,
  });
  const head = html.split('</head>')[0];
  expect(head).toContain('<style>.a{color:red}<\\/style><script>alert(1)</script></style>');
  expect(head.match(/<\/style>/g)).toHaveLength(1);
  expect(head).not.toContain('href="/css/base.css"');
});

test('the chunks whose styles are written into the head are marked present, and their preloads go', async () => {
  const withPreload = template.replace('</head>', '<link as="style" href="/css/1.aaaaaaaa.css" rel="preload"></head>');
  const { html } = await renderClock({
    template: withPreload,
    styles: '.a{}',
    inlinedChunks: [
      { href: '/css/1.aaaaaaaa.css', absolute: false },
      { href: '/remotes/mf-public/css/2.bbbbbbbb.css', absolute: true },
    ],
  });
  const head = html.split('</head>')[0];
  // The shell's loader names its chunks by path, a remote's (public path 'auto') by full URL.
  expect(head).toContain(
    '<style>.a{}</style><link rel="stylesheet" href="/css/1.aaaaaaaa.css" disabled><link rel="stylesheet" href="https://league.test/remotes/mf-public/css/2.bbbbbbbb.css" disabled>',
  );
  expect(head).not.toContain('as="style"');
});

test('a page whose record does not exist answers its not-found page with 404, the 404 handed to the browser', async () => {
  const result = await renderClock({
    url: '/en/clock',
    fetchApi: api(404).fetchApi,
  });
  expect(result.status).toBe(404);
  expect(result.html).toContain('class="lg-not-found"');
  const { state, meta } = payloadOf(result.html);
  expect(meta).toMatchObject({ notFound: true, path: '/en/clock' });
  expect(state.queries).toHaveLength(2);
  expect(state.queries[0].queryKey[0]).toBe('league.identity');
  expect(state.queries[1].state).toMatchObject({
    status: 'error',
    error: { isAxiosError: true, response: { status: 404 } },
  });
  expect(state.queries[1].state.error).not.toHaveProperty('config');
});

test('an unknown public path answers the not-found page with 404', async () => {
  const { fetchApi, calls } = api();
  const result = await renderClock({
    url: '/en/no/such/page',
    fetchApi,
  });
  expect(result.status).toBe(404);
  expect(result.html).toContain('<html lang="en">');
  expect(calls).toEqual([{ url: '/api/v1/league', language: 'en' }]);
});

test('a failing API, a failing remote, a cabinet page (the only pages with middleware) or no time left rejects (the caller serves the client page)', async () => {
  await expect(
    renderClock({
      fetchApi: api(503).fetchApi,
    }),
  ).rejects.toThrow(/503/);

  remoteState.fail = new Error('remote entry missing');
  await expect(renderClock()).rejects.toThrow('remote entry missing');
  remoteState.fail = null;

  await expect(
    renderClock({
      url: '/ru/cabinet/clubs/create',
    }),
  ).rejects.toThrow(/cabinet pages/);

  const slow: ApiFetch = () =>
    new Promise((resolve) =>
      setTimeout(() => resolve({ status: 200, body: JSON.stringify({ success: true, data: clock }) }), 300),
    );
  let kept: { status: number; html: string } | null = null;
  await expect(
    renderClock({
      fetchApi: slow,
      budgetMs: 50,
      onLate: (r) => (kept = r),
    }),
  ).rejects.toThrow(/more than 50 ms/);
  // The render goes on; its late result is handed over for the next visitor.
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(kept).toMatchObject({ status: 200, html: expect.stringContaining('<p class="clock">') });
});

test('only public pages are rendered on the server', () => {
  expect(isServerRenderable('/ru/matches/286')).toBe(true);
  expect(isServerRenderable('/')).toBe(true);
  expect(isServerRenderable('/cabinet/login')).toBe(false);
  expect(isServerRenderable('/en/cabinet/tournaments')).toBe(false);
});
