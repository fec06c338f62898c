// The one script a server-rendered public page runs before the visitor shows an intent (ADR 0135).
//
// A public page arrives whole: its content, links, the search form and the language links work
// without JavaScript. The application (React, the router, the federation runtime, the public
// remote: ~250 KB gzip, most of a second of a slow phone's processor) is what makes the rest
// live: menus, filters, players, client-side navigation. It starts on the visitor's first sign of
// use — a touch, a pointer move, a key, a click, a scroll, focus, a choice in a list — or at once
// on a page that needs it (a match that may update itself, a form). Until then the phone spends
// its network on the page's pictures and its processor on nothing.
//
// While the visitor reads (the page has loaded and the browser has been quiet for a moment), the
// wake script fetches the application's scripts at the lowest priority, without running them
// (ADR 0193): the first intent then waits for the processor only, not for 240 KB on a phone's
// network. A visitor who asked the browser to save data (`Save-Data`) is not sent them before an
// intent.
//
// A list in a form the page marks with `data-wake-submit` (the tour range, the teams' season, the
// calendar's tournament: plain GET forms the server answers) is answered by the server while the
// application is not live: a choice there fetches the server's page for the form's address and
// puts it in place of this one (its markup, title and links, the data the application will
// hydrate it with, the styles it needs that this page lacks), in the browser's history as a page
// of its own; if that fails, the form is submitted as it would be without JavaScript (ADR 0201).
// Such a choice is no intent to start the application. Going back or forward between such pages
// before the application is live loads the page of that address.
//
// A tap on a button before the application took the page over is kept and given to the button
// again once the page is live, and a choice made in a list meanwhile is handed to the page's
// handler, so nothing the visitor did is lost. A disclosure the page marks for it (the menu:
// `data-wake-toggle`) opens and closes at once, without waiting for the application. A language
// chosen with the switcher's plain link is remembered on arrival, as the switcher itself would.
//
// This file is a build of its own (config/rspack.wake.mjs): it imports constants, the locale
// rules, the answering of a list in place (wake-swap.ts) and the reading of a JSON block
// (json.ts), never the federated singletons.
import { languageChosenOnArrival, writeLocaleCookie } from '@league/shared/locale';
import { parseJson } from './json';
import { APP_SCRIPTS_ID, HYDRATING_ATTRIBUTE, LIVE_ATTRIBUTE, type AppScripts } from './ssr-data';
import { fetchPage, formAddress, serverAnsweredForm, swapPage } from './wake-swap';

/** The events that show a visitor is about to use the page. */
export const INTENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'click',
  'input',
  'change',
  'wheel',
  'scroll',
] as const;

/**
 * An intent that follows a link (or comes to rest on one): the browser is about to leave for a
 * page of its own, which the scripts would not reach in time. Scripts requested now would be
 * cancelled by the navigation, on a phone's network.
 */
export function followsLink(event: Event): boolean {
  const target = event.target as Element | null;
  const link = typeof target?.closest === 'function' ? target.closest('a[href]') : null;
  if (!link || (link.getAttribute('href') ?? '').startsWith('#')) return false;
  if (event.type === 'keydown') return (event as KeyboardEvent).key === 'Enter';
  return event.type !== 'wheel' && event.type !== 'scroll';
}

/** What the application's first task needs; anything else in the block is ignored. */
export function readAppScripts(text: string | null | undefined): AppScripts | null {
  if (!text) return null;
  const value = parseJson(text);
  if (typeof value !== 'object' || value === null) return null;
  const { scripts, preload, atLoad } = value as Partial<Record<keyof AppScripts, unknown>>;
  if (!Array.isArray(scripts) || !scripts.every((s): s is string => typeof s === 'string')) return null;
  const links = Array.isArray(preload)
    ? preload.filter(
        (p): p is AppScripts['preload'][number] =>
          typeof p === 'object' && p !== null && typeof p.href === 'string' && (p.as === 'script' || p.as === 'fetch'),
      )
    : [];
  return { scripts, preload: links, atLoad: atLoad === true };
}

/**
 * Opens or closes a disclosure marked with `data-wake-toggle` (the class the element named by
 * its `aria-controls` takes while open), as its own handler will once the page is live; the page
 * reads the state back when it hydrates (`openedBeforeHydration` in shell/src/layouts/frames.tsx).
 * False for a button that is not such a disclosure.
 */
export function toggleDisclosure(doc: Document, button: Element): boolean {
  const openClass = button.getAttribute('data-wake-toggle');
  const target = doc.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!openClass || !target) return false;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  target.classList.toggle(openClass, open);
  return true;
}

/**
 * How long a page left alone after load waits before it fetches the application's scripts (then
 * it waits at most as long again for the browser to be idle): the visitor has begun reading, and
 * the page's own pictures have had the network (ADR 0193).
 */
export const READING_PAUSE_MS = 2000;

/** Whether the visitor asked the browser to save data (Chromium's `navigator.connection.saveData`). */
export function savesData(win: Window): boolean {
  return (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Calls `then` once the page has loaded, `READING_PAUSE_MS` have passed and the browser is idle
 * — never for a visitor who saves data. Returns a function that stops waiting.
 */
export function whileReading(win: Window & typeof globalThis, then: () => void): () => void {
  if (savesData(win)) return () => {};
  let timer: number | undefined;
  let idle: number | undefined;
  const afterLoad = () => {
    timer = win.setTimeout(() => {
      timer = undefined;
      if (typeof win.requestIdleCallback === 'function')
        idle = win.requestIdleCallback(() => then(), { timeout: READING_PAUSE_MS });
      else then();
    }, READING_PAUSE_MS);
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
  return () => {
    win.removeEventListener('load', afterLoad);
    if (timer !== undefined) win.clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback(idle);
  };
}

/**
 * Fetches the application's scripts into the browser's cache without running them
 * (`rel=prefetch`: the lowest priority, after anything the page or the visitor asks for).
 */
export function prefetchApplication(doc: Document, app: AppScripts): void {
  const scripts = [...app.scripts, ...app.preload.filter((p) => p.as === 'script').map((p) => p.href)];
  for (const href of new Set(scripts)) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.setAttribute('as', 'script');
    link.href = href;
    doc.head.append(link);
  }
}

/** Adds the scripts, in order, as the page's own tags would have been, and their preloads. */
export function startApplication(doc: Document, app: AppScripts): void {
  // The entry first: it starts running while the files it will ask for still arrive.
  for (const src of app.scripts) {
    const script = doc.createElement('script');
    script.src = src;
    // Inserted scripts run as soon as they arrive; these must run in order, as deferred ones do.
    script.async = false;
    doc.body.append(script);
  }
  for (const { href, as } of app.preload) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    // A fetch preload is used only by a request with the same mode: the registry's fetch().
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    link.href = href;
    doc.head.append(link);
  }
}

/** A page waiting for its application, as the handlers that keep what the visitor does see it. */
interface WaitingPage {
  win: Window & typeof globalThis;
  doc: Document;
  html: HTMLElement;
  /** The application was started. */
  woken: boolean;
  /**
   * A page the server answers is being put in place: the application waits for it (it starts on
   * the page it will hydrate), and an intent meanwhile sets `wakeAfterSwap`.
   */
  swapping: boolean;
  wakeAfterSwap: boolean;
  /** Starts the application (for an intent, or at once without an event). */
  wake: (event?: Event) => void;
  /**
   * Back or forward between pages put in place before the application is live: the page of that
   * address, from the server. Once the application is live its router answers.
   */
  reloadOnPop: () => void;
}

/** Whether React holds the page (hydrating it, or live). */
const reactHolds = (page: WaitingPage) =>
  page.html.hasAttribute(HYDRATING_ATTRIBUTE) || page.html.hasAttribute(LIVE_ATTRIBUTE);

/**
 * The page the server renders for the form's address, put in place of this one; the form
 * submitted as without JavaScript if that cannot be done.
 */
async function answerInPlace(page: WaitingPage, form: HTMLFormElement, listName: string): Promise<void> {
  const { win, doc } = page;
  if (page.woken || page.swapping || typeof win.DOMParser !== 'function') return form.requestSubmit();
  page.swapping = true;
  const address = formAddress(form, win.location.href);
  const answer = await fetchPage(win, address);
  page.swapping = false;
  if (!answer || reactHolds(page) || !swapPage(doc, answer.page)) {
    // As without JavaScript: the browser loads the server's page for the choice (an intent held
    // meanwhile is dropped: the navigation would cancel the scripts' downloads).
    page.wakeAfterSwap = false;
    form.requestSubmit();
    return;
  }
  win.history.pushState(null, '', answer.url);
  win.addEventListener('popstate', page.reloadOnPop);
  // The list chosen in keeps the focus, in the new markup.
  [...doc.querySelectorAll<HTMLSelectElement>('form[data-wake-submit] select')]
    .find((list) => list.name === listName)
    ?.focus({ preventScroll: true });
  const next = readAppScripts(doc.getElementById(APP_SCRIPTS_ID)?.textContent);
  if (page.wakeAfterSwap || next?.atLoad) page.wake();
}

/**
 * Before React holds the page, a tap on a button does nothing and a list's new choice reaches
 * no handler: keeps the last of each, and gives them to the page once it is live. A list the
 * server answers is answered in place meanwhile. Returns a function that stops keeping them.
 */
function keepUntilLive(page: WaitingPage): () => void {
  const { win, doc, html } = page;
  let tapped: HTMLElement | null = null;
  const chosen = new Map<HTMLSelectElement, string>();
  const onClick = (event: Event) => {
    if (reactHolds(page) || !(event.target instanceof win.Element)) return;
    const button = event.target.closest<HTMLElement>('button[type="button"]');
    if (!button || toggleDisclosure(doc, button)) return;
    tapped = button;
  };
  const onChange = (event: Event) => {
    if (reactHolds(page) || !(event.target instanceof win.HTMLSelectElement)) return;
    const form = serverAnsweredForm(event.target);
    // The server answers this list: the page it renders for the choice is the answer.
    if (form) void answerInPlace(page, form, event.target.name);
    else chosen.set(event.target, event.target.value);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('change', onChange, true);

  const live = new win.MutationObserver(() => {
    if (html.getAttribute(LIVE_ATTRIBUTE) !== 'true') return;
    stopKeeping();
    for (const [select, value] of chosen) {
      if (!select.isConnected || select.disabled) continue;
      // Hydration may have put back the choice the server rendered: choose again, so the page's
      // handler sees the change.
      select.value = value;
      select.dispatchEvent(new win.Event('change', { bubbles: true }));
    }
    chosen.clear();
    const button = tapped;
    tapped = null;
    if (button?.isConnected && !(button as HTMLButtonElement).disabled) button.click();
  });
  live.observe(html, { attributes: true, attributeFilter: [LIVE_ATTRIBUTE] });
  function stopKeeping() {
    live.disconnect();
    win.removeEventListener('popstate', page.reloadOnPop);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('change', onChange, true);
  }
  return stopKeeping;
}

/**
 * Waits for the visitor's intent (or starts at once), starts the application, and hands the page
 * what the visitor did before it was live; fetches the scripts while the visitor reads. Returns a
 * function that stops waiting.
 */
export function wakeOnIntent(win: Window & typeof globalThis, app: AppScripts): () => void {
  const doc = win.document;
  const listening = { capture: true, passive: true } as const;
  let stopReading = () => {};
  const page: WaitingPage = {
    win,
    doc,
    html: doc.documentElement,
    woken: false,
    swapping: false,
    wakeAfterSwap: false,
    wake: (event?: Event) => {
      if (page.woken || (event && (followsLink(event) || serverAnsweredForm(event.target)))) return;
      if (page.swapping) {
        page.wakeAfterSwap = true;
        return;
      }
      page.woken = true;
      stopReading();
      for (const type of INTENT_EVENTS) win.removeEventListener(type, page.wake, listening);
      startApplication(doc, app);
    },
    reloadOnPop: () => {
      if (!reactHolds(page)) win.location.reload();
    },
  };
  const stopKeeping = keepUntilLive(page);

  if (app.atLoad) page.wake();
  else {
    for (const type of INTENT_EVENTS) win.addEventListener(type, page.wake, listening);
    stopReading = whileReading(win, () => {
      if (!page.woken) prefetchApplication(doc, app);
    });
  }

  return () => {
    for (const type of INTENT_EVENTS) win.removeEventListener(type, page.wake, listening);
    stopReading();
    stopKeeping();
  };
}

/** Remembers a language chosen with the switcher's plain link on the page this one came from. */
export function rememberLanguageChosen(doc: Document): void {
  const chosen = languageChosenOnArrival(doc.referrer, doc.location.href);
  if (chosen) writeLocaleCookie(chosen, doc);
}

if (typeof document !== 'undefined') {
  rememberLanguageChosen(document);
  const app = readAppScripts(document.getElementById(APP_SCRIPTS_ID)?.textContent);
  if (app) wakeOnIntent(window, app);
}
