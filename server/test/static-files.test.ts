// The one-port setup: the shell at / with SPA fallback, remotes under /remotes/<dir>/,
// uploads under /uploads/, each with its cache policy, next to the API.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControlFor } from '@league/api/static-files';
import { createTestApp, request, type TestApp } from '@league/api/testing';
import { fileTree } from './file-tree';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = fileTree('league-static-', {
    'shell/index.html': '<!doctype html><title>shell</title>',
    'shell/remotes.json': '{"mf-public":"/remotes/mf-public/remoteEntry.js"}',
    'shell/js/main.3f2a1b.js': 'console.log(1)',
    'shell/css/main.3f2a1b.css': 'body{}',
    'shell/favicon.svg': '<svg/>',
    'mf-public/remoteEntry.js': 'var remote;',
    'mf-public/js/chunk.9a8b.js': 'var chunk;',
    'uploads/public/demo/logo.svg': '<svg/>',
    'uploads/private/demo/documents/identity.pdf': '%PDF-1.4 identity card',
    'secret.txt': 'top secret',
  });
  t = await createTestApp({
    seed: false,
    serveUploads: true,
    config: { uploadDir: join(dir, 'uploads') },
    staticRoots: [
      { prefix: '/', root: join(dir, 'shell'), spaFallback: true },
      { prefix: '/remotes/mf-public/', root: join(dir, 'mf-public') },
    ],
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => request(t.app, { method: 'GET', url, headers });

it('serves the shell entry and remotes.json without caching, hashed chunks forever', async () => {
  const index = await get('/');
  expect(index.statusCode).toBe(200);
  expect(index.body).toContain('<title>shell</title>');
  expect(index.headers['cache-control']).toBe('no-cache');
  expect((await get('/remotes.json')).headers['cache-control']).toBe('no-cache');
  const chunk = await get('/js/main.3f2a1b.js');
  expect(chunk.statusCode).toBe(200);
  expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await get('/css/main.3f2a1b.css')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
});

it('serves each remote under its prefix', async () => {
  const entry = await get('/remotes/mf-public/remoteEntry.js');
  expect(entry.statusCode).toBe(200);
  expect(entry.headers['cache-control']).toBe('no-cache');
  expect((await get('/remotes/mf-public/js/chunk.9a8b.js')).headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  // A missing remote file is a 404, never the shell's index.html.
  expect((await get('/remotes/mf-public/js/missing.js')).statusCode).toBe(404);
  expect((await get('/remotes/mf-public/missing-page')).statusCode).toBe(404);
});

it('falls back to index.html for unknown page paths, not for assets or the API', async () => {
  for (const path of ['/teams/alatau-2012', '/ru/news', '/cabinet/login?next=%2Fcabinet']) {
    const page = await get(path, { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shell</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  }
  expect((await get('/js/missing.123.js')).statusCode).toBe(404);
  const api = await get('/api/v1/nothing-here');
  expect(api.statusCode).toBe(404);
  expect(api.json()).toMatchObject({ success: false });
  expect((await get('/api/v1/datetime')).json()).toMatchObject({ success: true });
});

it('serves the public area of the uploads', async () => {
  const file = await get('/uploads/demo/logo.svg');
  expect(file.statusCode).toBe(200);
  expect(file.headers['cache-control']).toBe('public, max-age=86400');
  expect(file.headers['x-content-type-options']).toBe('nosniff');
  for (const path of ['/uploads/..%2fsecret.txt', '/uploads/%2e%2e/secret.txt', '/uploads/../secret.txt']) {
    expect((await get(path)).body).not.toContain('top secret');
  }
});

it('never serves the private area (documents), by any path', async () => {
  for (const path of [
    '/uploads/private/demo/documents/identity.pdf',
    '/uploads/demo/documents/identity.pdf',
    '/uploads/../private/demo/documents/identity.pdf',
    '/uploads/..%2fprivate/demo/documents/identity.pdf',
    '/uploads/%2e%2e/private/demo/documents/identity.pdf',
    '/private/demo/documents/identity.pdf',
  ]) {
    const response = await get(path);
    expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
    expect(response.body).not.toContain('identity card');
  }
});

it('decides cache policies by file name and directory', () => {
  expect(cacheControlFor('/r', '/r/index.html')).toBe('no-cache');
  expect(cacheControlFor('/r', '/r/mf-manifest.json')).toBe('no-cache');
  expect(cacheControlFor('/r', '/r/js/vendor.1.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/r', '/r/static/js/a.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/r', '/r/img/logo.png')).toBe('public, max-age=3600');
});
