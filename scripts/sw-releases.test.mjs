// The cabinet's service worker (shell/public/sw.js) drops the kept files of remote releases the
// kept /remotes.json no longer names, and keeps everything else (ADR 0301).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function workerWith(kept) {
  const store = new Map(Object.entries(kept));
  const cache = {
    match: async (key) => (store.has(key) ? new Response(store.get(key)) : undefined),
    keys: async () => [...store.keys()].map((key) => new Request(`https://league.test${key}`)),
    delete: async (request) => store.delete(new URL(request.url).pathname),
  };
  const self = { addEventListener: () => undefined, location: { origin: 'https://league.test' } };
  const caches = { open: async () => cache };
  const source = fs.readFileSync(path.join(root, 'shell/public/sw.js'), 'utf8');
  const prune = new Function('self', 'caches', `${source}\nreturn pruneReleases;`)(self, caches);
  return { prune, store };
}

test('files of a release no live entry names are dropped; the live ones and the rest stay', async () => {
  const { prune, store } = workerWith({
    '/remotes.json': JSON.stringify({
      mf_cabinet_matches: '/releases/mf-cabinet-matches/0.3.0-20261129T020000/remoteEntry.js',
      mf_cabinet_clubs: '/remotes/mf-cabinet-clubs/remoteEntry.js',
    }),
    '/releases/mf-cabinet-matches/0.3.0-20261129T020000/remoteEntry.js': '',
    '/releases/mf-cabinet-matches/0.3.0-20261129T020000/js/1.0a1b2c3d.js': '',
    '/releases/mf-cabinet-matches/0.2.0-20261128T020000/remoteEntry.js': '',
    '/releases/mf-cabinet-matches/0.2.0-20261128T020000/js/1.4e5f6a7b.js': '',
    '/remotes/mf-cabinet-clubs/remoteEntry.js': '',
    '/js/main.0a1b2c3d.js': '',
  });
  await prune();
  assert.deepEqual([...store.keys()].sort(), [
    '/js/main.0a1b2c3d.js',
    '/releases/mf-cabinet-matches/0.3.0-20261129T020000/js/1.0a1b2c3d.js',
    '/releases/mf-cabinet-matches/0.3.0-20261129T020000/remoteEntry.js',
    '/remotes.json',
    '/remotes/mf-cabinet-clubs/remoteEntry.js',
  ]);
});
