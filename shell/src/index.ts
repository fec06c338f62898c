// Async boundary: shared singletons are negotiated by the federation runtime before any app
// code runs, so nothing is marked eager.
//
// A server-rendered page is painted before the scripts start: their start-up (the federation
// runtime, React, the page's code, hydration) takes hundreds of milliseconds on a slow phone, and
// the page's content is already in the HTML. The scripts are fetched meanwhile (preloaded).
function afterFirstPaint(start: () => void): void {
  if (!document.getElementById('league-ssr')) {
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

afterFirstPaint(() => void import('./bootstrap'));
