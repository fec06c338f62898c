// Writes the head of every page: title, description, share image, canonical and hreflang
// alternates (kk, ru, en, x-default), and <html lang> — the tags of head-tags.ts, which the
// server render writes into the HTML too.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { pageMetaAtom, publicOrigin, useSiteName, useStoreValue } from '@league/shared';
import { headTags, type HeadTags } from './head-tags';

export { DEFAULT_SHARE_IMAGE } from './head-tags';

/** Tags some pages have and others not: removed when the page shown has none. */
const OPTIONAL_METAS: [attr: 'name' | 'property', key: string][] = [
  ['property', 'og:url'],
  ['property', 'og:locale:alternate'],
  ['property', 'article:published_time'],
  ['property', 'article:modified_time'],
];

/** Every meta element of the key holds one of the contents, in order; a key may repeat (`og:locale:alternate`). */
function syncMetas(metas: HeadTags['metas']) {
  const byKey = new Map<string, { attr: 'name' | 'property'; key: string; contents: string[] }>();
  for (const [attr, key] of OPTIONAL_METAS) byKey.set(`${attr} ${key}`, { attr, key, contents: [] });
  for (const m of metas) {
    const id = `${m.attr} ${m.key}`;
    const entry = byKey.get(id) ?? { attr: m.attr, key: m.key, contents: [] };
    entry.contents.push(m.content);
    byKey.set(id, entry);
  }
  for (const { attr, key, contents } of byKey.values()) {
    const existing = [...document.head.querySelectorAll<HTMLMetaElement>(`meta[${attr}="${key}"]`)];
    contents.forEach((content, i) => {
      let el = existing[i];
      if (!el) {
        el = document.createElement('meta');
        el.setAttribute(attr, key);
        document.head.appendChild(el);
      }
      el.content = content;
    });
    for (const extra of existing.slice(contents.length)) extra.remove();
  }
}

function upsertLink({ rel, href, hreflang, type, title }: HeadTags['links'][number]) {
  const selector = hreflang
    ? `link[rel="${rel}"][hreflang="${hreflang}"]`
    : type
      ? `link[rel="${rel}"][type="${type}"]`
      : `link[rel="${rel}"]:not([hreflang]):not([type])`;
  let el = document.head.querySelector<HTMLLinkElement>(selector);
  if (!el) {
    el = document.createElement('link');
    el.rel = rel;
    if (hreflang) el.hreflang = hreflang;
    if (type) el.type = type;
    document.head.appendChild(el);
  }
  if (title) el.title = title;
  el.href = href;
}

/** The page's one structured-data script: written, replaced, or removed when the page has none. */
function upsertJsonLd(text: string | null) {
  let el = document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');
  if (!text) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('script');
    el.type = 'application/ld+json';
    document.head.appendChild(el);
  }
  if (el.textContent !== text) el.textContent = text;
}

export function HeadManager() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const meta = useStoreValue(pageMetaAtom);
  const site = useSiteName();

  useEffect(() => {
    const tags = headTags({ origin: publicOrigin(), pathname: location.pathname, meta, t, site });
    document.documentElement.lang = tags.lang;
    document.title = tags.title;
    syncMetas(tags.metas);
    // A not-found page has no canonical and no alternates: those of the page before it go.
    if (!tags.links.some((l) => l.rel === 'canonical'))
      for (const el of document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]'))
        el.remove();
    for (const l of tags.links) upsertLink(l);
    upsertJsonLd(tags.jsonLd);
  }, [t, meta, site, location.pathname]);

  return null;
}
