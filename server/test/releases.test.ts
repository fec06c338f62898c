// A remote released while the product server runs (ADR 0301): remotes.json, the files under
// /releases/ and the server render follow a switch of releases/manifest.json at once, without a
// restart; a rollback switches back the same way; a manifest that is not one keeps the last good.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, request, type TestApp } from '@league/api/testing';
import { loadServerConfig } from '../src/config';
import { mountProduct, remotesManifest, staticRootsOf } from '../src/product';
import { releasesReader, type ReleasesManifest } from '../src/releases';
import { fileTree, testApps as apps } from './file-tree';

// A stand-in for shell/dist/server/render.js: writes the remotes and scripts it was given into the page.
const fakeEntry = `
exports.render = async ({ template, remotes, preloadScripts }) => ({
  status: 200, passes: 1, queries: 0,
  html: template.replace('<div id="root"></div>', '<div id="root">' + JSON.stringify({ remotes, preloadScripts }) + '</div>'),
});
`;

const RELEASE_A = '0.2.0-20261129T010000';
const RELEASE_B = '0.3.0-20261129T020000';

let dir: string;
let releasesDir: string;
let t: TestApp;

/** Switches the live manifest as the release script does: a new file renamed over the old one. */
function switchTo(manifest: ReleasesManifest | string) {
  const file = path.join(releasesDir, 'manifest.json');
  writeFileSync(`${file}.next`, typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
  renameSync(`${file}.next`, file);
}

const publicRelease = (id: string, previous: string[]): ReleasesManifest => ({
  'mf-public': { id, version: id.split('-')[0], runtime: '^1.0.0', previous },
});

beforeAll(async () => {
  const release = (id: string) => ({
    [`releases/mf-public/${id}/remoteEntry.js`]: `var mf_public_${id.slice(0, 5).replace(/\./g, '_')};`,
    [`releases/mf-public/${id}/preload.json`]: JSON.stringify({ expose: [`js/routes.${id.slice(0, 5)}.js`] }),
    [`releases/mf-public/${id}/server/remoteEntry.js`]: '',
  });
  dir = fileTree('league-releases-', {
    'shell/dist/index.html':
      '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
    'shell/dist/server/render.js': fakeEntry,
    'mf-public/dist/remoteEntry.js': 'var mf_public;',
    'mf-cabinet-clubs/dist/remoteEntry.js': 'var mf_cabinet_clubs;',
    ...release(RELEASE_A),
    ...release(RELEASE_B),
  });
  releasesDir = path.join(dir, 'releases');
  mkdirSync(releasesDir, { recursive: true });
  const config = loadServerConfig({ PUBLIC_URL: 'https://league.example.org' }, dir);
  t = await createTestApp({
    seed: false,
    config,
    staticRoots: staticRootsOf(dir, apps, releasesDir),
    extend: (app) => {
      mountProduct(app, config, apps);
    },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => request(t.app, { method: 'GET', url });
const rendered = async () => {
  const page = await get('/en/tournaments');
  expect(page.statusCode).toBe(200);
  return JSON.parse(/<div id="root">(.*)<\/div>/.exec(page.body)![1]) as {
    remotes: Record<string, string>;
    preloadScripts: string[];
  };
};

it('serves every remote from its dist/ until a release is switched on, then from the release, and back on a rollback', async () => {
  expect((await get('/remotes.json')).json()).toEqual(remotesManifest(apps));
  expect((await rendered()).remotes.mf_public).toBe(path.join(dir, 'mf-public/dist/server/remoteEntry.js'));

  switchTo(publicRelease(RELEASE_A, []));
  expect((await get('/remotes.json')).json()).toEqual({
    mf_public: `/releases/mf-public/${RELEASE_A}/remoteEntry.js`,
    mf_cabinet_clubs: '/remotes/mf-cabinet-clubs/remoteEntry.js',
  });
  const entry = await get(`/releases/mf-public/${RELEASE_A}/remoteEntry.js`);
  expect(entry.statusCode).toBe(200);
  expect(entry.headers['cache-control']).toBe('no-cache');
  expect(await rendered()).toEqual({
    remotes: { mf_public: path.join(releasesDir, 'mf-public', RELEASE_A, 'server/remoteEntry.js') },
    preloadScripts: [
      `/releases/mf-public/${RELEASE_A}/remoteEntry.js`,
      `/releases/mf-public/${RELEASE_A}/js/routes.0.2.0.js`,
    ],
  });

  switchTo(publicRelease(RELEASE_B, [RELEASE_A]));
  expect((await get('/remotes.json')).json().mf_public).toBe(`/releases/mf-public/${RELEASE_B}/remoteEntry.js`);
  expect((await rendered()).remotes.mf_public).toBe(
    path.join(releasesDir, 'mf-public', RELEASE_B, 'server/remoteEntry.js'),
  );
  // The earlier release's files stay served: a page opened before the switch still loads.
  expect((await get(`/releases/mf-public/${RELEASE_A}/remoteEntry.js`)).statusCode).toBe(200);

  // Rollback.
  switchTo(publicRelease(RELEASE_A, []));
  expect((await get('/remotes.json')).json().mf_public).toBe(`/releases/mf-public/${RELEASE_A}/remoteEntry.js`);
  expect((await rendered()).remotes.mf_public).toBe(
    path.join(releasesDir, 'mf-public', RELEASE_A, 'server/remoteEntry.js'),
  );
});

it('keeps the last good manifest when the file is not one', () => {
  const problems: unknown[] = [];
  const read = releasesReader(releasesDir, (error) => problems.push(error));
  switchTo(publicRelease(RELEASE_B, [RELEASE_A]));
  expect(read()['mf-public'].id).toBe(RELEASE_B);
  switchTo('{ "mf-public": ');
  expect(read()['mf-public'].id).toBe(RELEASE_B);
  expect(problems).toHaveLength(1);
});
