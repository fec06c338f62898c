// The cabinet's service worker (shell/public/sw.js) keeps exactly the files the live releases use:
// what no build list of a release /remotes.json names (nor the shell's) is dropped, and nothing
// is dropped while a list cannot be read (ADR 0301).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ORIGIN = 'https://league.test';

/** The path of a cache key: a path, a URL or a Request. */
const pathOf = (key) => new URL(typeof key === 'string' ? key : key.url, ORIGIN).pathname;

/** A cache over a map of path → body. */
function cacheOf(entries) {
  const store = new Map(Object.entries(entries));
  return {
    store,
    match: async (key) => (store.has(pathOf(key)) ? new Response(store.get(pathOf(key))) : undefined),
    put: async (key, response) => void store.set(pathOf(key), await response.text()),
    keys: async () => [...store.keys()].map((key) => new Request(`${ORIGIN}${key}`)),
    delete: async (request) => store.delete(pathOf(request)),
  };
}

/**
 * The worker's pruning and install over kept files, the kept cabinet page and what the server
 * answers now (`served`: path → JSON body, or a string served as HTML; a path not there answers
 * 404, `null` fails as offline). `fetched` lists every path asked for.
 */
function workerWith({ kept, page, served }) {
  const files = cacheOf(kept);
  const pages = cacheOf(page === undefined ? {} : { '/__cabinet-shell': page });
  const caches = { open: async (name) => (name.startsWith('league-pages') ? pages : files) };
  const fetched = [];
  const fetch = async (href) => {
    const at = new URL(href, ORIGIN).pathname;
    fetched.push(at);
    if (served[at] === null) throw new TypeError('Failed to fetch');
    if (!(at in served)) return new Response('', { status: 404 });
    if (typeof served[at] === 'string') return new Response(served[at], { headers: { 'content-type': 'text/html' } });
    return new Response(JSON.stringify(served[at]));
  };
  const self = { addEventListener: () => undefined, location: { origin: ORIGIN } };
  const source = fs.readFileSync(path.join(root, 'shell/public/sw.js'), 'utf8');
  const worker = `${source}\nreturn { pruneFiles, precache };`;
  const { pruneFiles, precache } = new Function('self', 'caches', 'fetch', worker)(self, caches, fetch);
  return { prune: pruneFiles, precache, store: files.store, fetched };
}

const REMOTES = {
  mf_cabinet_matches: '/releases/mf-cabinet-matches/0.3.0-20261129T020000/remoteEntry.js',
  mf_cabinet_clubs: '/remotes/mf-cabinet-clubs/remoteEntry.js',
};
const SERVED = {
  '/files.json': { files: ['css/600.aaaa1111.css', 'js/main.0a1b2c3d.js', 'js/12.0a1b2c3d.js'] },
  '/releases/mf-cabinet-matches/0.3.0-20261129T020000/preload.json': {
    expose: ['js/1.0a1b2c3d.js'],
    files: ['js/1.0a1b2c3d.js', 'css/4.0a1b2c3d.css'],
  },
  '/remotes/mf-cabinet-clubs/preload.json': { expose: ['js/7.77777777.js'], files: ['js/7.77777777.js'] },
};
const PAGE = '<link href="/css/600.aaaa1111.css"><script src="/js/main.0a1b2c3d.js"></script>';
const LIVE = [
  '/css/600.aaaa1111.css',
  '/js/12.0a1b2c3d.js',
  '/js/main.0a1b2c3d.js',
  '/releases/mf-cabinet-matches/0.3.0-20261129T020000/css/4.0a1b2c3d.css',
  '/releases/mf-cabinet-matches/0.3.0-20261129T020000/js/1.0a1b2c3d.js',
  '/releases/mf-cabinet-matches/0.3.0-20261129T020000/remoteEntry.js',
  '/remotes.json',
  '/remotes/mf-cabinet-clubs/js/7.77777777.js',
  '/remotes/mf-cabinet-clubs/remoteEntry.js',
];
const EARLIER = [
  '/releases/mf-cabinet-matches/0.2.0-20261128T020000/remoteEntry.js',
  '/releases/mf-cabinet-matches/0.2.0-20261128T020000/js/1.4e5f6a7b.js',
  '/remotes/mf-cabinet-clubs/js/7.66666666.js',
  '/js/main.99999999.js',
  '/js/12.99999999.js',
  '/css/600.99999999.css',
];
const keptFiles = (paths) => ({
  ...Object.fromEntries(paths.map((p) => [p, ''])),
  '/remotes.json': JSON.stringify(REMOTES),
});

test('what no live release lists is dropped: an earlier remote release, an earlier build of a remote and of the shell', async () => {
  const { prune, store } = workerWith({ kept: keptFiles([...LIVE, ...EARLIER]), page: PAGE, served: SERVED });
  await prune();
  assert.deepEqual([...store.keys()].sort(), [...LIVE].sort());
});

test('while the kept cabinet page is of another shell build, the shell files stay (its lazy files may be needed offline)', async () => {
  const stalePage = '<script src="/js/main.99999999.js"></script>';
  const { prune, store } = workerWith({ kept: keptFiles([...LIVE, ...EARLIER]), page: stalePage, served: SERVED });
  await prune();
  const shellEarlier = ['/js/main.99999999.js', '/js/12.99999999.js', '/css/600.99999999.css'];
  assert.deepEqual([...store.keys()].sort(), [...LIVE, ...shellEarlier].sort());
});

test('nothing is dropped when a list cannot be read: offline, or a build without one', async () => {
  for (const missing of ['/files.json', '/remotes/mf-cabinet-clubs/preload.json']) {
    for (const answer of ['offline', 'absent']) {
      const served = { ...SERVED };
      if (answer === 'offline') served[missing] = null;
      else delete served[missing];
      const { prune, store } = workerWith({ kept: keptFiles([...LIVE, ...EARLIER]), page: PAGE, served });
      await prune();
      assert.equal(store.size, LIVE.length + EARLIER.length, `${missing} ${answer}`);
    }
  }
});

test('a remote served from another origin does not stop the pruning of the rest', async () => {
  const remotes = { ...REMOTES, mf_public: 'https://cdn.example/mf-public/remoteEntry.js' };
  const kept = { ...keptFiles([...LIVE, ...EARLIER]), '/remotes.json': JSON.stringify(remotes) };
  const { prune, store } = workerWith({ kept, page: PAGE, served: SERVED });
  await prune();
  assert.deepEqual([...store.keys()].sort(), [...LIVE].sort());
});

test('an install keeps the live files, drops the earlier ones and reads each build list once', async () => {
  const served = {
    ...SERVED,
    ...Object.fromEntries(LIVE.map((p) => [p, ''])),
    '/cabinet': PAGE,
    '/remotes.json': REMOTES,
  };
  const { precache, store, fetched } = workerWith({ kept: keptFiles(EARLIER), page: undefined, served });
  await precache();
  // The shell's lazily loaded file is kept when first used, not at install.
  const installed = LIVE.filter((p) => p !== '/js/12.0a1b2c3d.js');
  assert.deepEqual([...store.keys()].sort(), installed.sort());
  const lists = fetched.filter((at) => at.endsWith('/preload.json') || at === '/files.json');
  assert.deepEqual(
    [...lists].sort(),
    ['/files.json', ...Object.values(REMOTES).map((e) => e.replace('remoteEntry.js', 'preload.json'))].sort(),
  );
});
