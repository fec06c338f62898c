// One address per page and the root files: trailing slashes answer 301 to the canonical path, the
// root follows the locale cookie on the server, robots.txt names the sitemap, and the sitemap
// is the API's at the site's root.
import { createTestApp, request, type TestApp } from '@league/api/testing';
import { loadServerConfig } from '../src/config';
import { registerSiteAddresses, withoutTrailingSlash } from '../src/site-addresses';

let t: TestApp;
beforeAll(async () => {
  const config = loadServerConfig({ PUBLIC_URL: 'https://league.example.org', LEAGUE_SSR: '0' }, process.cwd());
  t = await createTestApp({
    seed: 'demo',
    config,
    extend: (app) => registerSiteAddresses(app, { origin: config.publicUrl, apiPrefix: '/api/v1' }),
  });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => request(t.app, { method: 'GET', url, headers });

it.each([
  ['/teams/', '/teams'],
  ['/en/', '/en'],
  ['/ru/teams/altai-2012/', '/ru/teams/altai-2012'],
  ['/matches//', '/matches'],
  ['/tournaments/1/table/?from=2&to=5', '/tournaments/1/table?from=2&to=5'],
  ['/cabinet/tournaments/', '/cabinet/tournaments'],
  ['//elsewhere/', '/elsewhere'],
  ['///', '/'],
])('%s answers 301 to %s', async (from, to) => {
  const res = await get(from);
  expect(res.statusCode).toBe(301);
  expect(res.headers.location).toBe(to);
});

it('leaves the root, files, the API and uploads alone', () => {
  expect(withoutTrailingSlash('/')).toBeNull();
  expect(withoutTrailingSlash('/teams')).toBeNull();
  expect(withoutTrailingSlash('/api/v1/teams/')).toBeNull();
  expect(withoutTrailingSlash('/uploads/photos/')).toBeNull();
  expect(withoutTrailingSlash('/remotes/mf-public/')).toBeNull();
});

it('sends a visitor who chose Russian or English from the root to their home page, on the server', async () => {
  const ru = await get('/?utm=x', { cookie: 'a=1; i18n_redirected=ru' });
  expect(ru.statusCode).toBe(302);
  expect(ru.headers.location).toBe('/ru?utm=x');
  expect(ru.headers.vary).toMatch(/Cookie/);
  expect(ru.headers['cache-control']).toMatch(/private/);
  expect((await get('/', { cookie: 'i18n_redirected=en' })).headers.location).toBe('/en');
  // Kazakh, no choice, or a choice of Kazakh made just now with the switcher on /ru: the Kazakh page.
  expect((await get('/', { cookie: 'i18n_redirected=kk' })).statusCode).not.toBe(302);
  expect((await get('/')).statusCode).not.toBe(302);
  expect(
    (
      await get('/', {
        cookie: 'i18n_redirected=ru',
        host: 'league.example.org',
        referer: 'https://league.example.org/ru',
      })
    ).statusCode,
  ).not.toBe(302);
  // Coming from another page of the Russian site is no choice of Kazakh.
  expect(
    (
      await get('/', {
        cookie: 'i18n_redirected=ru',
        host: 'league.example.org',
        referer: 'https://league.example.org/ru/teams',
      })
    ).statusCode,
  ).toBe(302);
  expect(
    (
      await get('/', {
        cookie: 'i18n_redirected=ru',
        host: 'league.example.org',
        referer: 'https://elsewhere.example/ru',
      })
    ).statusCode,
  ).toBe(302);
});

it('answers robots.txt that keeps crawlers out of the cabinet and names the sitemap', async () => {
  const res = await get('/robots.txt');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.body).toMatch(/^User-agent: \*$/m);
  expect(res.body).toMatch(/^Disallow: \/cabinet$/m);
  expect(res.body).toMatch(/^Disallow: \/en\/cabinet$/m);
  expect(res.body).toMatch(/^Sitemap: https:\/\/league\.example\.org\/sitemap\.xml$/m);
});

it('answers the sitemap at the root with the public origin, and a part that does not exist as not found', async () => {
  const res = await get('/sitemap.xml');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  expect(res.body).toContain('<loc>https://league.example.org/en/teams</loc>');
  expect(res.body).toContain('<loc>https://league.example.org/</loc>');
  expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
  expect((await get('/sitemap-x.xml')).statusCode).toBe(404);
});

it('answers the news feed of each language at its root address, RSS or Atom', async () => {
  const kk = await get('/feed.xml');
  expect(kk.statusCode).toBe(200);
  expect(kk.headers['content-type']).toMatch(/^application\/rss\+xml/);
  expect(kk.body).toContain('<link>https://league.example.org/news</link>');
  const ru = await get('/ru/feed.xml?format=atom');
  expect(ru.headers['content-type']).toMatch(/^application\/atom\+xml/);
  expect(ru.body).toContain('https://league.example.org/ru/news');
});
