// Writes the head of every page: title, description, share image, canonical and hreflang
// alternates (kk, ru, en, x-default), and <html lang>.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { DEFAULT_LOCALE, LOCALES, localizePath, pageMetaAtom, splitLocale, store } from '@league/shared';

export const DEFAULT_SHARE_IMAGE = '/images/share-main.png';

function upsertMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

function upsertLink(rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  let el = document.head.querySelector<HTMLLinkElement>(selector);
  if (!el) {
    el = document.createElement('link');
    el.rel = rel;
    if (hreflang) el.hreflang = hreflang;
    document.head.appendChild(el);
  }
  el.href = href;
}

export function HeadManager() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const meta = useAtomValue(pageMetaAtom, { store });
  const { locale, path } = splitLocale(location.pathname);

  useEffect(() => {
    const origin = window.location.origin;
    const site = t('site.name');
    // Metadata belongs to the page that set it; until the new page sets its own, use defaults.
    const own = meta.path === location.pathname ? meta : {};
    document.documentElement.lang = locale;
    document.title = own.title ? `${own.title} — ${site}` : site;
    const description = own.description || t('site.description');
    const image = new URL(own.image || DEFAULT_SHARE_IMAGE, origin).href;
    upsertMeta('name', 'description', description);
    upsertMeta('property', 'og:title', own.title || site);
    upsertMeta('property', 'og:description', description);
    upsertMeta('property', 'og:image', image);
    upsertMeta('property', 'og:type', 'website');
    upsertMeta('property', 'og:locale', locale);
    upsertMeta('name', 'twitter:card', 'summary_large_image');
    const canonical = `${origin}${location.pathname}`;
    upsertLink('canonical', canonical);
    upsertMeta('property', 'og:url', canonical);
    for (const alt of LOCALES) upsertLink('alternate', `${origin}${localizePath(path, alt)}`, alt);
    upsertLink('alternate', `${origin}${localizePath(path, DEFAULT_LOCALE)}`, 'x-default');
  }, [t, meta, location.pathname, locale, path]);

  return null;
}
