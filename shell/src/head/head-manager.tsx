// Writes the head of every page: title, description, share image, canonical and hreflang
// alternates (kk, ru, en, x-default), and <html lang> — the tags of head-tags.ts, which the
// server render writes into the HTML too.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { pageMetaAtom, useSiteName, useStoreValue } from '@league/shared';
import { headTags, type HeadTags } from './head-tags';

export { DEFAULT_SHARE_IMAGE } from './head-tags';

function upsertMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
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
    const tags = headTags({ origin: window.location.origin, pathname: location.pathname, meta, t, site });
    document.documentElement.lang = tags.lang;
    document.title = tags.title;
    for (const m of tags.metas) upsertMeta(m.attr, m.key, m.content);
    for (const l of tags.links) upsertLink(l);
    upsertJsonLd(tags.jsonLd);
  }, [t, meta, site, location.pathname]);

  return null;
}
