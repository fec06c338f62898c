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

// The start-up in short tasks instead of one long one: each large shared library (React's DOM
// renderer, the router, i18n and the query cache) is loaded and evaluated on its own, then the
// shared package (the API client, the store, the contracts), then the app itself, with a yield
// between steps. A library's chunk can arrive last: whatever waited for it then runs at once, so
// every step that waits for a download is a task of its own. A tap during start-up waits for one
// step, not for all of them.
const steps = [
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('i18next'),
  () => import('react-i18next'),
  () => import('@tanstack/react-query'),
  () => import('@league/shared'),
  () => import('./bootstrap'),
];

afterFirstPaint(async () => {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await yieldToMain();
    await step();
  }
});
