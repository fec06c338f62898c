// The cabinet registers the service worker that keeps the protocol page usable without network
// (shell/public/sw.js, ADR 0178). Public visitors never get it: only a signed-in cabinet page
// registers it, and the worker passes public pages and public API calls to the network untouched.
let registered = false;

export function registerCabinetWorker(): void {
  if (registered || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (process.env.NODE_ENV !== 'production') return;
  registered = true;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    registered = false;
    console.warn('[offline] the service worker was not registered', error);
  });
}
