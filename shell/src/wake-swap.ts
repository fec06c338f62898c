// A list's choice answered by the server while the application is not live (ADR 0201), part of
// the wake script (wake.ts): the lists whose GET form the page marks with `data-wake-submit`, the
// address such a form submits to, the server's page for it fetched and put in place of this one.
import { APP_SCRIPTS_ID, SSR_DATA_ID } from './ssr-data';

/**
 * The form of a list the server answers while the application is not live (`data-wake-submit`
 * on its GET form), or null.
 */
export function serverAnsweredForm(target: EventTarget | null): HTMLFormElement | null {
  const select = target as HTMLSelectElement | null;
  if (!select || select.tagName !== 'SELECT') return null;
  return select.form?.hasAttribute('data-wake-submit') ? select.form : null;
}

/** The address a GET form submits to, with the form's current values (as the browser builds it). */
export function formAddress(form: HTMLFormElement, base: string): string {
  const url = new URL(form.getAttribute('action') || base, base);
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value);
  url.search = query.toString();
  url.hash = '';
  return url.href;
}

/** The head's tags that belong to one page (written by the server render from its metadata). */
const PAGE_HEAD =
  'meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]';

/**
 * Puts a page the server rendered (parsed) in place of this one: the root's markup, the title and
 * the tags of the page's head, the data the application hydrates with and its scripts block, and
 * the styles of `<style data-css>` blocks (with the chunks they stand for) this page lacks. False,
 * and nothing changed, when `next` is not such a page.
 */
export function swapPage(doc: Document, next: Document): boolean {
  const root = doc.getElementById('root');
  const nextRoot = next.getElementById('root');
  const data = doc.getElementById(SSR_DATA_ID);
  const nextData = next.getElementById(SSR_DATA_ID);
  if (!root || !nextRoot || !data || !nextData || next.documentElement.lang !== doc.documentElement.lang) return false;
  // Styles first: the new markup is never shown without them.
  const present = new Set([...doc.querySelectorAll('style[data-css]')].map((s) => s.getAttribute('data-css')));
  const linked = new Set(
    [...doc.querySelectorAll('link[rel="stylesheet"][disabled]')].map((l) => l.getAttribute('href')),
  );
  for (const style of next.querySelectorAll('style[data-css]')) {
    if (!present.has(style.getAttribute('data-css'))) doc.head.append(doc.importNode(style, true));
  }
  for (const link of next.querySelectorAll('link[rel="stylesheet"][disabled]')) {
    if (!linked.has(link.getAttribute('href'))) doc.head.append(doc.importNode(link, true));
  }
  doc.title = next.title;
  for (const tag of doc.head.querySelectorAll(PAGE_HEAD)) tag.remove();
  for (const tag of next.head.querySelectorAll(PAGE_HEAD)) doc.head.append(doc.importNode(tag, true));
  data.textContent = nextData.textContent;
  const scripts = doc.getElementById(APP_SCRIPTS_ID);
  const nextScripts = next.getElementById(APP_SCRIPTS_ID);
  if (scripts && nextScripts) scripts.textContent = nextScripts.textContent;
  root.replaceChildren(...[...nextRoot.childNodes].map((node) => doc.adoptNode(node)));
  return true;
}

/**
 * Fetches the server's page for `address` and parses it; null for anything but a whole HTML page
 * (a network failure, an answer other than 2xx, another type).
 */
export async function fetchPage(
  win: Window & typeof globalThis,
  address: string,
): Promise<{ url: string; page: Document } | null> {
  try {
    const res = await win.fetch(address, { credentials: 'same-origin', headers: { accept: 'text/html' } });
    if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('text/html')) return null;
    const url = new URL(res.url || address);
    if (url.origin !== win.location.origin) return null;
    return { url: url.href, page: new win.DOMParser().parseFromString(await res.text(), 'text/html') };
  } catch {
    return null;
  }
}
