// The one-port product as the server composes it (product.ts) from built apps laid out like a
// checkout: remotes.json, each remote under its prefix, the shell's client page with its preload
// hints, and public pages rendered with the configured remotes and budget.
import { rmSync } from 'node:fs';
import { createTestApp, request, type TestApp } from '@league/api/testing';
import { loadServerConfig } from '../src/config';
import { mountProduct, remotesManifest, staticRootsOf } from '../src/product';
import { fileTree, testApps as apps } from './file-tree';

// A stand-in for shell/dist/server/render.js: writes what the server gave it into the page.
const fakeEntry = `
exports.render = async ({ url, origin, template, remotes, budgetMs, styles, preloadScripts, wakeScript }) => ({
  status: 200, passes: 1, queries: 0,
  html: template.replace('</title>', '</title><style>' + styles + '</style>').replace('<div id="root"></div>', '<div id="root">' + JSON.stringify({ url, origin, remotes, budgetMs, preloadScripts, wakeScript }) + '</div>'),
});
`;

let dir: string;
let t: TestApp;
let serverRender = false;

beforeAll(async () => {
  dir = fileTree('league-product-', {
    'shell/dist/index.html':
      '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
    'shell/dist/server/render.js': fakeEntry,
    'shell/dist/css/main.0a1b2c3d.css': 'body{}',
    'shell/dist/js/wake.4e5f6a7b.js': '',
    'mf-public/dist/remoteEntry.js': 'var mf_public;',
    'mf-public/dist/preload.json': JSON.stringify({ expose: ['js/12.d54d2891.js'] }),
    'mf-cabinet-clubs/dist/remoteEntry.js': 'var mf_cabinet_clubs;',
  });
  const config = loadServerConfig(
    {
      PUBLIC_URL: 'https://league.example.org',
      LEAGUE_SERVER_REMOTES: '{"mf_public":"http://mf-public/server/remoteEntry.js"}',
      LEAGUE_SSR_BUDGET_MS: '750',
    },
    dir,
  );
  t = await createTestApp({
    seed: false,
    config,
    staticRoots: staticRootsOf(dir, apps),
    extend: (app) => {
      serverRender = mountProduct(app, config, apps).serverRender;
    },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => request(t.app, { method: 'GET', url });

it('answers remotes.json from memory, each remote under its prefix', async () => {
  const manifest = await get('/remotes.json');
  expect(manifest.headers['cache-control']).toBe('no-cache');
  expect(manifest.json()).toEqual({
    mf_public: '/remotes/mf-public/remoteEntry.js',
    mf_cabinet_clubs: '/remotes/mf-cabinet-clubs/remoteEntry.js',
  });
  expect(manifest.json()).toEqual(remotesManifest(apps));
  expect((await get('/remotes/mf-cabinet-clubs/remoteEntry.js')).body).toBe('var mf_cabinet_clubs;');
});

it('renders a public page with the configured origin, remotes and budget, and the builds it hydrates with', async () => {
  expect(serverRender).toBe(true);
  const page = await get('/en/tournaments');
  expect(page.statusCode).toBe(200);
  // A rendered page starts its scripts through the wake script: no preload hints.
  expect(page.headers.link).toBeUndefined();
  const given = JSON.parse(/<div id="root">(.*)<\/div>/.exec(page.body)![1]) as Record<string, unknown>;
  // The styles its markup uses, written into its head, their chunk listed as present (ADR 0200).
  expect(page.body).toContain(
    '<title>shell</title><style data-css="0a1b2c3d">body{}</style><link rel="stylesheet" href="/css/main.0a1b2c3d.css" disabled>',
  );
  expect(given).toEqual({
    url: '/en/tournaments',
    origin: 'https://league.example.org',
    remotes: { mf_public: 'http://mf-public/server/remoteEntry.js' },
    budgetMs: 750,
    preloadScripts: ['/remotes/mf-public/remoteEntry.js', '/remotes/mf-public/js/12.d54d2891.js'],
    wakeScript: '/js/wake.4e5f6a7b.js',
  });
});

it("answers the cabinet's client page with hints for the remotes list and the public remote's entry", async () => {
  const page = await get('/cabinet/clubs');
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<div id="root"></div>');
  expect(page.headers.link).toBe(
    '</remotes.json>; rel=preload; as=fetch; crossorigin, </remotes/mf-public/remoteEntry.js>; rel=preload; as=script; fetchpriority=low',
  );
});
