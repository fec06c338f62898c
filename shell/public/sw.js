// The cabinet's service worker (ADR 0178): the protocol page opens without network once it has been
// opened with it. Registered only by the cabinet; it answers only what the cabinet needs and leaves
// everything else to the network untouched:
// - cabinet pages (/cabinet, /ru/cabinet, /en/cabinet…): network first, the last cabinet page
//   (the client-rendered index.html) when there is none. Public pages are never intercepted, so
//   they stay server-rendered and fresh;
// - files with a content hash in their name (/js/, /css/, /remotes/<remote>/…): cache first;
//   the remotes' entries, /remotes.json and other unhashed files: network first, cache when offline;
// - GET /api/v1/cabinet/* sent with a token: network first, the last answer in the same language
//   when offline. Public API GETs and every POST/PATCH/PUT/DELETE pass straight to the network and
//   are never kept.
// The API answers are dropped when the referee logs out (the page deletes the cache).
const VERSION = 'v1';
const PAGES = `league-pages-${VERSION}`;
const FILES = `league-files-${VERSION}`;
const API = `league-api-${VERSION}`;
const SHELL_KEY = '/__cabinet-shell';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = [PAGES, FILES, API];
      for (const name of await caches.keys())
        if (name.startsWith('league-') && !keep.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

const isCabinetPage = (path) => /^\/(?:(?:ru|en)\/)?cabinet(?:\/|$)/.test(path);
const isHashed = (path) => /[.-][0-9a-f]{8,}\.(?:js|css|woff2?)$/.test(path);
const isFile = (path) => /^\/(?:js|css|remotes)\//.test(path) || path === '/remotes.json';

/** Keeps a copy; an answer the Cache API refuses (a `Vary: *`) is simply not kept. */
async function keepCopy(cache, key, response) {
  try {
    await cache.put(key, response);
  } catch {
    // not kept: the page still gets the answer
  }
}

/**
 * The network's answer, kept; without network — or with a signal so weak that nothing comes for
 * `patience` ms while a copy is kept — the copy.
 */
async function networkFirst(request, cacheName, key = request, patience = 6000) {
  const cache = await caches.open(cacheName);
  const network = fetch(request).then(async (response) => {
    if (response.ok) await keepCopy(cache, key, response.clone());
    return response;
  });
  network.catch(() => undefined);
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(resolve, patience, 'slow');
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    return (await cache.match(key)) ?? (await network);
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(FILES);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await keepCopy(cache, request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (request.mode === 'navigate') {
    if (isCabinetPage(path)) event.respondWith(networkFirst(request, PAGES, SHELL_KEY));
    return;
  }
  if (isFile(path)) {
    event.respondWith(isHashed(path) ? cacheFirst(request) : networkFirst(request, FILES));
    return;
  }
  if (path.startsWith('/api/v1/cabinet/') && request.headers.has('authorization')) {
    // Kept per language: the cabinet's answers are translated and do not say `Vary`.
    const keyed = new URL(url);
    keyed.searchParams.set('__lang', request.headers.get('accept-language') ?? '');
    event.respondWith(networkFirst(request, API, keyed.href));
  }
});
