import { SSR_DATA_ID } from './ssr-data';

// Async boundary: shared singletons are negotiated by the federation runtime before any app
// code runs, so nothing is marked eager.
//
// A server-rendered page is painted before the scripts start: their start-up (the federation
// runtime, React, the page's code, hydration) takes hundreds of milliseconds on a slow phone, and
// the page's content is already in the HTML. The scripts are fetched meanwhile (preloaded).
function afterFirstPaint(start: () => void): void {
  if (!document.getElementById(SSR_DATA_ID)) {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  // A tab opened in the background draws no frames.
  setTimeout(once, 100);
}

/** Lets the browser draw and answer input before the next step of the start-up. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The start-up in three tasks instead of one long one: React's DOM renderer, then the shared
// package (the API client, i18n, the store, the contracts), then the app itself. Each is loaded
// and evaluated on its own, so a tap during start-up waits for one step, not for all three.
afterFirstPaint(async () => {
  await import('react-dom/client');
  await yieldToMain();
  await import('@league/shared');
  await yieldToMain();
  await import('./bootstrap');
});
