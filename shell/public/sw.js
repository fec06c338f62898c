// The cabinet's service worker (ADR 0178): the protocol page opens without network once it has been
// opened with it. Registered only by the cabinet; it answers only what the cabinet needs and leaves
// everything else to the network untouched:
// - cabinet pages (/cabinet, /ru/cabinet, /en/cabinet…): network first, the last cabinet page
//   (the client-rendered index.html) when there is none. Public pages are never intercepted, so
//   they stay server-rendered and fresh;
// - files with a content hash in their name (/js/, /css/, /remotes/<remote>/…, a release's
//   /releases/<remote>/<release>/…): cache first; each build lists its files (the shell's
//   /files.json, a remote's preload.json), and what no list of a live release names is dropped;
//   the remotes' entries, /remotes.json and other unhashed files: network first, cache when offline;
// - GET /api/v1/cabinet/* sent with a token: network first, the last answer in the same language
//   when offline. Public API GETs and every POST/PATCH/PUT/DELETE pass straight to the network and
//   are never kept.
// The API answers are dropped when the referee logs out (the page deletes the cache).
// Without waiting for a second full load (ADR 0210): when it installs, the worker keeps the cabinet
// page and the scripts it names, /remotes.json, every remote's entry and exposed files, and all the
// files of the match-day remote; a page that shows the protocol sends a `keep` message naming what
// it loaded (files and the cabinet API answers, with its token and language), and the worker keeps
// those it has not kept yet. So a referee who signs in, taps the match and loses the signal can
// reload the page cold.
const VERSION = 'v1';
const PAGES = `league-pages-${VERSION}`;
const FILES = `league-files-${VERSION}`;
const API = `league-api-${VERSION}`;
const SHELL_KEY = '/__cabinet-shell';

/** The remote of the match day: all its files are kept at install, not only its entry's. */
const MATCH_DAY_REMOTE = 'mf_cabinet_matches';

self.addEventListener('install', (event) => {
  self.skipWaiting();
  // Active only once the cabinet can open without network; a file that fails is simply not kept.
  event.waitUntil(precache().catch(() => undefined));
});
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
const isFile = (path) => /^\/(?:js|css|remotes|releases)\//.test(path) || path === '/remotes.json';
/** The shell's scripts and styles a cabinet page names. */
const namedFiles = (html) => [...html.matchAll(/(?:src|href)="(\/(?:js|css)\/[^"]+)"/g)].map(([, href]) => href);

/** A build's list (`files.json` of the shell, `preload.json` of a remote), or null when unreadable. */
async function fetchList(list) {
  const response = await fetch(list, { cache: 'no-cache' });
  return response.ok ? response.json() : null;
}

/** Reads each list once: an install's precache and the prune after it share one reader. */
function listReader() {
  const read = new Map();
  return (list) => {
    const listed = read.get(list) ?? fetchList(list).catch(() => null);
    read.set(list, listed);
    return listed;
  };
}

/** The paths a build's list names (`expose` and `files`), or null. */
async function readList(read, list, base) {
  const body = await read(list);
  if (!body || !Array.isArray(body.files)) return null;
  return [...(body.expose ?? []), ...body.files].map((file) => `${base}${file}`);
}

/**
 * The files the live releases use: /remotes.json, every entry it names with the files its build
 * lists, and the shell's files — or null when a list cannot be read (offline, or a build without
 * one): then nothing is dropped. The shell's own files are left out (kept) while the kept cabinet
 * page names a file the shell's list does not: that page is of another shell release, and its
 * lazily loaded files may still be needed offline.
 */
async function liveFiles(remotes, read) {
  const live = new Set(['/remotes.json']);
  const jobs = [];
  for (const entry of Object.values(remotes)) {
    // Another origin's remote: none of its files is kept here.
    if (typeof entry !== 'string' || !sameOrigin(entry)) continue;
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    live.add(new URL(entry, self.location.origin).pathname);
    jobs.push(readList(read, `${base}preload.json`, base));
  }
  jobs.push(readList(read, '/files.json', '/'));
  const lists = await Promise.all(jobs);
  if (lists.some((list) => list === null)) return null;
  for (const file of lists.flat()) live.add(file);
  const page = await (await caches.open(PAGES)).match(SHELL_KEY);
  const shellFiles = lists.at(-1);
  const pageOfThisShell = (page ? namedFiles(await page.text()) : []).every((href) => shellFiles.includes(href));
  return { live, keepShell: !pageOfThisShell };
}

/**
 * Drops every kept file no live release uses (ADR 0301): the files of a remote release
 * /remotes.json no longer names, an unversioned remote's or the shell's files of an earlier build.
 */
async function pruneFiles(read = listReader()) {
  const files = await caches.open(FILES);
  const kept = await files.match('/remotes.json');
  if (!kept) return;
  let uses;
  try {
    uses = await liveFiles(await kept.json(), read);
  } catch {
    return;
  }
  if (!uses) return;
  for (const request of await files.keys()) {
    const path = new URL(request.url).pathname;
    const shells = /^\/(?:js|css)\//.test(path);
    if (!uses.live.has(path) && !(shells && uses.keepShell)) await files.delete(request);
  }
}

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

const sameOrigin = (href) => {
  try {
    const url = new URL(href, self.location.origin);
    return url.origin === self.location.origin ? url : null;
  } catch {
    return null;
  }
};

/** Keeps a file not kept yet (a hashed file never changes; an unhashed one is refreshed on use). */
async function keepFile(cache, href) {
  const url = sameOrigin(href);
  if (!url || !isFile(url.pathname) || (await cache.match(url.href))) return;
  const response = await fetch(url.href);
  if (response.ok) await keepCopy(cache, url.href, response);
}

/** What a remote's build lists (`preload.json`: `expose`, and `files` for all of them). */
async function remoteFiles(read, entry, all) {
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const listed = await read(`${base}preload.json`);
  if (!listed) return [];
  return [...(listed.expose ?? []), ...(all ? (listed.files ?? []) : [])].map((file) => `${base}${file}`);
}

/** At install: the cabinet page, the scripts and styles it names, the remotes and the match day's files. */
async function precache() {
  const pages = await caches.open(PAGES);
  const files = await caches.open(FILES);
  const wanted = new Set();
  const read = listReader();
  const page = await fetch('/cabinet', { cache: 'no-cache' });
  if (page.ok && (page.headers.get('content-type') ?? '').includes('text/html')) {
    await keepCopy(pages, SHELL_KEY, page.clone());
    for (const href of namedFiles(await page.text())) wanted.add(href);
  }
  const remotes = await fetch('/remotes.json', { cache: 'no-cache' });
  if (remotes.ok) {
    await keepCopy(files, '/remotes.json', remotes.clone());
    for (const [name, entry] of Object.entries(await remotes.json())) {
      if (typeof entry !== 'string' || !sameOrigin(entry)) continue;
      wanted.add(entry);
      for (const file of await remoteFiles(read, entry, name === MATCH_DAY_REMOTE)) wanted.add(file);
    }
  }
  await Promise.allSettled([...wanted].map((href) => keepFile(files, href)));
  await pruneFiles(read);
}

/** The key of a cabinet API answer: its URL in the language it was asked in. */
function apiKey(url, language) {
  const keyed = new URL(url);
  keyed.searchParams.set('__lang', language ?? '');
  return keyed.href;
}

/**
 * A page's `keep` message: the files it loaded and the cabinet API answers it read (GET again with
 * its token and language), each kept unless already kept; and the cabinet page if it is not.
 */
async function keepShown({ files = [], api = [], authorization, language }) {
  const filesCache = await caches.open(FILES);
  const apiCache = await caches.open(API);
  const pages = await caches.open(PAGES);
  const jobs = files.map((href) => keepFile(filesCache, href));
  for (const href of api) {
    const url = sameOrigin(href);
    if (!url || !url.pathname.startsWith('/api/v1/cabinet/') || typeof authorization !== 'string') continue;
    const key = apiKey(url, language);
    jobs.push(
      (async () => {
        if (await apiCache.match(key)) return;
        const response = await fetch(url.href, { headers: { authorization, 'accept-language': language ?? '' } });
        if (response.ok) await keepCopy(apiCache, key, response);
      })(),
    );
  }
  if (!(await pages.match(SHELL_KEY)))
    jobs.push(fetch('/cabinet').then((page) => (page.ok ? keepCopy(pages, SHELL_KEY, page) : undefined)));
  await Promise.allSettled(jobs);
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'keep') event.waitUntil(keepShown(event.data));
});

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
    const answer = isHashed(path) ? cacheFirst(request) : networkFirst(request, FILES);
    event.respondWith(answer);
    // A new remotes list: the files no live release uses are dropped.
    if (path === '/remotes.json') event.waitUntil(answer.then(() => pruneFiles()).catch(() => undefined));
    return;
  }
  if (path.startsWith('/api/v1/cabinet/') && request.headers.has('authorization')) {
    // Kept per language: the cabinet's answers are translated and do not say `Vary`.
    event.respondWith(networkFirst(request, API, apiKey(url, request.headers.get('accept-language'))));
  }
});
