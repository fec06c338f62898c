// The product server's use of the shell's server render (server/src/server-render.ts): which
// requests are rendered, the kept pages and their public data version, and the client-rendered
// index.html whenever the render fails.
import { followedFromCookie } from '@league/shared/followed-cookie';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { invalidatePublic } from '@league/api/public-version';
import { createTestApp, request, type TestApp } from '@league/api/testing';
import { exposeScriptsOf, stylesheetsOf, wakeScriptOf } from '../src/page-assets';
import { isPublicPageRequest, isRenderedPage, pickEncoding, registerServerRender } from '../src/server-render';

let dir: string;
let t: TestApp;
let registered = false;

// A stand-in for shell/dist/server/render.js: renders the URL and the API's clock, counts its
// renders, and fails for /broken.
const fakeEntry = `
let renders = 0;
exports.renders = () => renders;
exports.render = async ({ url, origin, template, fetchApi, stylesheets, onLate, followed }) => {
  renders++;
  if (url.startsWith('/broken')) throw new Error('the page threw');
  if (url === '/slow') {
    setTimeout(() => onLate({ status: 200, passes: 2, queries: 0, html: 'finished late' }), 5);
    throw new Error('server render took more than 1000 ms');
  }
  const clock = await fetchApi('/api/v1/datetime', { 'Accept-Language': 'ru' });
  const status = url === '/no-such-page' ? 404 : 200;
  return { status, passes: 2, queries: 1, html: template.replace('<title>shell</title>', '<link rel="canonical" href="' + origin + url + '">').replace('<div id="root"></div>', '<div id="root"><p>' + url + ' ' + clock.status + ' ' + stylesheets.join(',') + (followed && followed.length ? ' followed:' + followed.join(',') : '') + '</p></div>') };
};
`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'league-ssr-'));
  mkdirSync(join(dir, 'shell/server'), { recursive: true });
  mkdirSync(join(dir, 'shell/css'), { recursive: true });
  mkdirSync(join(dir, 'mf-public/css'), { recursive: true });
  writeFileSync(
    join(dir, 'shell/index.html'),
    '<!doctype html><html lang="kk"><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'shell/server/render.cjs'), fakeEntry);
  writeFileSync(join(dir, 'shell/css/122.6eb11964.css'), 'body{}');
  writeFileSync(join(dir, 'shell/css/210.64909228.css'), '.kit{}');
  writeFileSync(join(dir, 'mf-public/css/1.64909228.css'), '.kit{}');
  writeFileSync(join(dir, 'mf-public/css/2.7e7296d5.css'), '.page{}');
  writeFileSync(join(dir, 'mf-public/css/3.7e7296d5.css'), '.page{}');
  mkdirSync(join(dir, 'shell/js'), { recursive: true });
  writeFileSync(join(dir, 'shell/js/main.0a1b2c3d.js'), '');
  writeFileSync(join(dir, 'shell/js/wake.4e5f6a7b.js'), '');
  writeFileSync(
    join(dir, 'mf-public/preload.json'),
    JSON.stringify({ expose: ['js/3921.d54d2891.js', 'js/623.29729bbc.js', 'js/../../x.js', '/abs.js', 42] }),
  );
  t = await createTestApp({
    seed: false,
    staticRoots: [{ prefix: '/', root: join(dir, 'shell'), spaFallback: true }],
    extend: (app) => {
      // What the product server asks before adding its preload hints to an HTML answer.
      app.addHook('onSend', async (_request, reply, payload) => {
        reply.header('x-test-rendered', String(isRenderedPage(reply)));
        return payload;
      });
      registered = registerServerRender(app, {
        origin: 'https://league.example.org',
        entry: join(dir, 'shell/server/render.cjs'),
        template: join(dir, 'shell/index.html'),
        remotes: { mf_public: join(dir, 'mf-public/server/remoteEntry.js') },
        wakeScript: '/js/wake.4e5f6a7b.js',
        stylesheets: stylesheetsOf([
          { dist: join(dir, 'shell'), prefix: '/' },
          { dist: join(dir, 'mf-public'), prefix: '/remotes/mf-public/' },
        ]),
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const renders = (): number => (require(join(dir, 'shell/server/render.cjs')) as { renders: () => number }).renders();
const get = (url: string, headers: Record<string, string> = {}) => request(t.app, { method: 'GET', url, headers });

it('answers a public page with the rendered HTML, kept until the public data changes', async () => {
  expect(registered).toBe(true);
  const before = renders();
  const first = await get('/ru/matches/286');
  expect(first.statusCode).toBe(200);
  expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(first.headers['cache-control']).toBe('public, no-cache');
  // The render reached the API in process; the stylesheets are one per distinct content.
  expect(first.body).toContain(
    '<p>/ru/matches/286 200 /css/122.6eb11964.css,/css/210.64909228.css,/remotes/mf-public/css/2.7e7296d5.css</p>',
  );

  expect((await get('/ru/matches/286')).body).toBe(first.body);
  expect(renders()).toBe(before + 1);
  invalidatePublic({ matchId: 286 });
  await get('/ru/matches/286');
  expect(renders()).toBe(before + 2);
});

// The canonical, og:url and alternates of a page are built from the origin the render is given:
// a request naming another host must neither see it in the page nor leave a page that names it
// for the next visitor.
it('writes the configured public origin into the page whatever Host was asked for, one page per URL', async () => {
  const before = renders();
  const asked = await get('/en/tournaments', { host: 'evil.example' });
  expect(asked.body).toContain('<link rel="canonical" href="https://league.example.org/en/tournaments">');
  expect(asked.body).not.toContain('evil.example');
  const other = await get('/en/tournaments', { host: 'league.example.org', 'x-forwarded-host': 'evil.example' });
  expect(other.body).toBe(asked.body);
  expect(renders()).toBe(before + 1);
});

it('a failed render answers the client-rendered index.html', async () => {
  const res = await get('/broken/page');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toContain('<div id="root"></div>');
});

it('a render that finished after its budget is kept for the next visitor', async () => {
  const first = await get('/slow');
  expect(first.body).toContain('<div id="root"></div>');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const before = renders();
  expect((await get('/slow')).body).toBe('finished late');
  expect(renders()).toBe(before);
});

it('an unknown public page keeps the status the render gave', async () => {
  expect((await get('/no-such-page')).statusCode).toBe(404);
});

it('never renders the cabinet, files, the API, or / for a visitor who chose another language', async () => {
  const before = renders();
  for (const url of ['/cabinet/login', '/ru/cabinet/tournaments', '/favicon.svg']) {
    const res = await get(url);
    expect(res.body).not.toContain('<p>');
  }
  const root = await get('/', { cookie: 'i18n_redirected=ru' });
  expect(root.body).toContain('<div id="root"></div>');
  expect(renders()).toBe(before);
  // A language cookie that names no language is no choice: the Kazakh home page is rendered.
  const junk = await get('/', { cookie: 'i18n_redirected=xx' });
  expect(junk.body).not.toContain('<div id="root"></div>');
  expect(isPublicPageRequest('GET', '/api/v1/matches/1')).toBe(false);
  expect(isPublicPageRequest('POST', '/matches/1')).toBe(false);
  expect(isPublicPageRequest('GET', '/remotes/mf-public/remoteEntry.js')).toBe(false);
  expect(isPublicPageRequest('GET', '/en/teams/altai-2012?tab=squad')).toBe(true);
});

it('leaves the probes and the metrics to the API: readiness is JSON, never a page', async () => {
  const before = renders();
  const ready = await get('/readyz', { accept: 'text/html' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toMatchObject({ status: 'ready' });
  expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
  expect((await get('/metrics')).statusCode).toBe(404);
  expect(renders()).toBe(before);
  for (const path of ['/healthz', '/readyz', '/metrics']) expect(isPublicPageRequest('GET', path)).toBe(false);
});

it('without a server entry nothing is rendered', async () => {
  const other = await createTestApp({
    seed: false,
    extend: (app) => {
      expect(
        registerServerRender(app, {
          origin: 'http://localhost:3000',
          entry: join(dir, 'missing.cjs'),
          template: join(dir, 'shell/index.html'),
          remotes: {},
        }),
      ).toBe(false);
    },
  });
  await other.close();
});

it('compresses the rendered page for a client that accepts it, brotli first, and says it varies', async () => {
  const plain = await get('/en/teams/altai-2012');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toContain('Accept-Encoding');

  const br = await get('/en/teams/altai-2012', { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

  const gzip = await get('/en/teams/altai-2012', { 'accept-encoding': 'gzip;q=0.8, br;q=0' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
});

it('picks the encoding from Accept-Encoding', () => {
  expect(pickEncoding(undefined)).toBeNull();
  expect(pickEncoding('identity')).toBeNull();
  expect(pickEncoding('gzip, br')).toBe('br');
  expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
  expect(pickEncoding('GZIP;q=0.5')).toBe('gzip');
  expect(pickEncoding('gzip;q=0, br;q=0')).toBeNull();
});

it('lists the stylesheets once per distinct content, the rules many chunks carry first', () => {
  const builds = [
    { dist: join(dir, 'shell'), prefix: '/' },
    { dist: join(dir, 'mf-public'), prefix: '/remotes/mf-public/' },
  ];
  expect(stylesheetsOf(builds)).toEqual([
    '/css/122.6eb11964.css',
    '/css/210.64909228.css',
    '/remotes/mf-public/css/2.7e7296d5.css',
  ]);
});

it("lists the scripts of a remote's exposed routes from its build's preload.json, and nothing for a build without one", () => {
  const builds = [
    { dist: join(dir, 'shell'), prefix: '/' },
    { dist: join(dir, 'mf-public'), prefix: '/remotes/mf-public/' },
  ];
  // Only plain script paths inside the build are taken.
  expect(exposeScriptsOf(builds)).toEqual([
    '/remotes/mf-public/js/3921.d54d2891.js',
    '/remotes/mf-public/js/623.29729bbc.js',
  ]);
});

it('tells a rendered page (its scripts started by the wake script) from the client page', async () => {
  expect((await get('/en/teams/altai-2012')).headers['x-test-rendered']).toBe('true');
  expect((await get('/cabinet/tournaments')).headers['x-test-rendered']).toBe('false');
  expect((await get('/broken')).headers['x-test-rendered']).toBe('false');
});

it("finds the shell's wake script in its build, and nothing in a build without one", () => {
  const WAKE = /^wake\.[0-9a-f]{8}\.js$/;
  expect(wakeScriptOf(join(dir, 'shell'), WAKE)).toBe('/js/wake.4e5f6a7b.js');
  expect(wakeScriptOf(join(dir, 'shell'), WAKE, '/shell/')).toBe('/shell/js/wake.4e5f6a7b.js');
  expect(wakeScriptOf(join(dir, 'mf-public'), WAKE)).toBeUndefined();
});

it('answers a revalidation of an unchanged page with 304 and no body, and a changed page in full', async () => {
  const first = await get('/ru/news');
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
  const again = await get('/ru/news', { 'if-none-match': etag, 'accept-encoding': 'br' });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);
  expect((await get('/ru/news', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  invalidatePublic({ matchId: 1 });
  // The fake render gives the same markup for the same URL: the page is the same, still 304.
  expect((await get('/ru/news', { 'if-none-match': etag })).statusCode).toBe(304);
  expect((await get('/ru/other', { 'if-none-match': etag })).statusCode).toBe(200);
});

it('says the home page varies with the cookies, and other pages do not', async () => {
  expect((await get('/')).headers.vary).toBe('Accept-Encoding, Cookie');
  expect((await get('/ru')).headers.vary).toBe('Accept-Encoding, Cookie');
  expect((await get('/ru/news')).headers.vary).toBe('Accept-Encoding');
});

it('renders the home page with the teams the visitor follows, kept per set of teams', async () => {
  const plain = await get('/en');
  expect(plain.body).not.toContain('followed:');
  const before = renders();
  const mine = await get('/en', { cookie: 'i18n_redirected=en; league_teams=altai-2012%2Cordabasy-2013' });
  expect(mine.body).toContain('followed:altai-2012,ordabasy-2013');
  expect((await get('/en', { cookie: 'league_teams=altai-2012%2Cordabasy-2013' })).body).toBe(mine.body);
  expect(renders()).toBe(before + 1);
  expect((await get('/en')).body).toBe(plain.body);
  // Other pages ignore the cookie; a bad value follows nothing.
  expect((await get('/en/news', { cookie: 'league_teams=altai-2012' })).body).not.toContain('followed:');
  expect((await get('/en', { cookie: 'league_teams=%E0%A4%A' })).body).toBe(plain.body);
  expect(followedFromCookie('league_teams=a%2C%3Cb%3E%2Ca%2Cc')).toEqual(['a', 'c']);
});
