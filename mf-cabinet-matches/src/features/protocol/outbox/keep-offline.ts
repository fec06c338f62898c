// The protocol asks the cabinet's service worker to keep what it was shown with (ADR 0210): the
// files it loaded and the cabinet API answers it read, named from the browser's resource timing.
// A sign-in and in-app navigation never load the page twice, so without this the worker, installed
// meanwhile, would have seen none of them and a reload without network would find nothing. The
// worker fetches again (with the token and language sent here) only what it has not kept yet.
import { useEffect } from 'react';
import { authAtom, currentLocale, store } from '@league/shared';

const isFile = (path: string) => /^\/(?:js|css|remotes)\//.test(path) || path === '/remotes.json';
const isCabinetApi = (path: string) => path.startsWith('/api/v1/cabinet/');

/** What the page loaded from its own origin: files, and cabinet API addresses. */
export function loadedResources(names: string[], origin: string): { files: string[]; api: string[] } {
  const files = new Set<string>();
  const api = new Set<string>();
  for (const name of names) {
    let url: URL;
    try {
      url = new URL(name, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    if (isFile(url.pathname)) files.add(url.href);
    else if (isCabinetApi(url.pathname)) api.add(url.href);
  }
  return { files: [...files], api: [...api] };
}

// Resource timing keeps 250 entries by default: a long session would stop listing new ones.
if (typeof performance !== 'undefined' && typeof performance.setResourceTimingBufferSize === 'function')
  performance.setResourceTimingBufferSize(2000);

/** Sends the worker the `keep` message for what this page has loaded so far. */
export async function keepShownOffline(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker || typeof performance === 'undefined') return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const worker = registration?.active ?? (registration ? (await navigator.serviceWorker.ready).active : null);
  const token = store.get(authAtom)?.token;
  if (!worker || !token) return;
  const names = performance.getEntriesByType('resource').map((entry) => entry.name);
  worker.postMessage({
    type: 'keep',
    ...loadedResources(names, window.location.origin),
    authorization: `Bearer ${token}`,
    language: currentLocale(),
  });
}

/** Once the protocol's data is shown: asks the worker to keep it (and again when `ready` changes). */
export function useKeepOffline(ready: boolean, key: string): void {
  useEffect(() => {
    if (ready) void keepShownOffline().catch(() => undefined);
  }, [ready, key]);
}
