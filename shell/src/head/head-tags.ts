// The head of a page as data: <html lang>, title, description, share tags, canonical and the
// hreflang alternates (kk, ru, en, x-default). The browser's HeadManager writes it into the
// document; the server render writes the same tags into the HTML it answers.
import type { TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, localizePath, SHARE_IMAGE_SIZE, splitLocale, type PageMeta } from '@league/shared';
import { parseJson } from '../json';

/** The site's own share image (1200×630 like every share image), for pages without a subject. */
export const DEFAULT_SHARE_IMAGE = '/images/share-main.png';

export interface HeadTags {
  lang: string;
  title: string;
  metas: { attr: 'name' | 'property'; key: string; content: string }[];
  links: { rel: string; href: string; hreflang?: string; type?: string; title?: string }[];
  /** The page's structured data (JSON-LD) as the text of a script element, or null. */
  jsonLd: string | null;
}

/** Keys whose site-relative values are URLs to make absolute. */
const URL_KEYS = new Set(['@id', 'url', 'item', 'image', 'logo', 'sameAs', 'mainEntityOfPage']);

/**
 * The page's JSON-LD with site-relative URLs made absolute, written so that no `</script>` or
 * `<!--` inside a name can end the element; null when the page declared none or it is not JSON.
 */
export function jsonLdText(jsonLd: string | undefined, origin: string): string | null {
  if (!jsonLd) return null;
  const data = parseJson(jsonLd);
  if (data === undefined) return null;
  const absolute = (value: unknown) =>
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? new URL(value, origin).href : value;
  const text = JSON.stringify(data, (key, value: unknown) =>
    URL_KEYS.has(key) ? (Array.isArray(value) ? value.map(absolute) : absolute(value)) : value,
  );
  return text.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** The Open Graph locale of each language (language_TERRITORY, as link previews read it). */
export const OG_LOCALES = { kk: 'kk_KZ', ru: 'ru_RU', en: 'en_US' } as const;

const ARTICLE_TYPES = new Set(['NewsArticle', 'Article', 'BlogPosting']);

/** The article the page's structured data declares (a news item), for `og:type` article and its dates. */
function articleOf(jsonLd: string | undefined): { published?: string; modified?: string } | null {
  if (!jsonLd) return null;
  // Not JSON (undefined): no article.
  const data = parseJson(jsonLd);
  for (const item of Array.isArray(data) ? data : [data]) {
    if (item && typeof item === 'object' && ARTICLE_TYPES.has(String((item as Record<string, unknown>)['@type']))) {
      const { datePublished, dateModified } = item as Record<string, unknown>;
      return {
        published: typeof datePublished === 'string' ? datePublished : undefined,
        modified: typeof dateModified === 'string' ? dateModified : undefined,
      };
    }
  }
  return null;
}

/**
 * `meta` is the page's own metadata when it belongs to `pathname` (a page that has not declared
 * its own yet gets the site's defaults).
 */
export function headTags({
  origin,
  pathname,
  meta,
  t,
  site,
}: {
  origin: string;
  pathname: string;
  meta: PageMeta & { path?: string };
  t: TFunction;
  /** The league's name in the page's language (its identity: `siteName`, never a string of its own). */
  site: string;
}): HeadTags {
  const { locale, path } = splitLocale(pathname);
  const own = meta.path === pathname ? meta : {};
  const description = own.description || t('site.description', { ns: 'common' });
  const image = new URL(own.image || DEFAULT_SHARE_IMAGE, origin).href;
  // Link previews (WhatsApp, Telegram, Facebook, X) show a raster of 1200×630: the drawn image
  // of the page's subject or the site's own, both of that size (ADR 0169).
  const imageAlt = own.imageAlt || own.title || site;
  const canonical = `${origin}${pathname}`;
  const article = articleOf(own.jsonLd);
  // A not-found page is no page of the site: no canonical, no address to share, no alternates.
  const missing = own.notFound === true;
  return {
    lang: locale,
    title: own.title ? `${own.title} — ${site}` : site,
    metas: [
      { attr: 'name', key: 'description', content: description },
      { attr: 'property', key: 'og:title', content: own.title || site },
      { attr: 'property', key: 'og:description', content: description },
      { attr: 'property', key: 'og:image', content: image },
      { attr: 'property', key: 'og:image:type', content: 'image/png' },
      { attr: 'property', key: 'og:image:width', content: String(SHARE_IMAGE_SIZE.width) },
      { attr: 'property', key: 'og:image:height', content: String(SHARE_IMAGE_SIZE.height) },
      { attr: 'property', key: 'og:image:alt', content: imageAlt },
      { attr: 'property', key: 'og:type', content: article ? 'article' : 'website' },
      ...(article?.published
        ? [{ attr: 'property' as const, key: 'article:published_time', content: article.published }]
        : []),
      ...(article?.modified
        ? [{ attr: 'property' as const, key: 'article:modified_time', content: article.modified }]
        : []),
      { attr: 'property', key: 'og:site_name', content: site },
      { attr: 'property', key: 'og:locale', content: OG_LOCALES[locale] },
      ...LOCALES.filter((alt) => alt !== locale).map((alt) => ({
        attr: 'property' as const,
        key: 'og:locale:alternate',
        content: OG_LOCALES[alt],
      })),
      { attr: 'name', key: 'twitter:card', content: 'summary_large_image' },
      { attr: 'name', key: 'twitter:image:alt', content: imageAlt },
      ...(missing ? [] : [{ attr: 'property' as const, key: 'og:url', content: canonical }]),
    ],
    links: [
      ...(missing
        ? []
        : [
            { rel: 'canonical', href: canonical },
            ...LOCALES.map((alt) => ({ rel: 'alternate', href: `${origin}${localizePath(path, alt)}`, hreflang: alt })),
            { rel: 'alternate', href: `${origin}${localizePath(path, DEFAULT_LOCALE)}`, hreflang: 'x-default' },
          ]),
      // The news feed of the page's language (ADR 0264), for readers and aggregators.
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        href: `${origin}${localizePath('/feed.xml', locale)}`,
        title: t('feed', { ns: 'common' }),
      },
    ],
    jsonLd: jsonLdText(own.jsonLd, origin),
  };
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags as HTML, for the server render (the title is written separately). */
export function headTagsHtml(tags: HeadTags): string {
  return [
    ...tags.metas.map((m) => `<meta ${m.attr}="${m.key}" content="${escapeAttr(m.content)}" />`),
    ...tags.links.map(
      (l) =>
        `<link rel="${l.rel}"${l.hreflang ? ` hreflang="${l.hreflang}"` : ''}${l.type ? ` type="${l.type}"` : ''}${
          l.title ? ` title="${escapeAttr(l.title)}"` : ''
        } href="${escapeAttr(l.href)}" />`,
    ),
    ...(tags.jsonLd ? [`<script type="application/ld+json">${tags.jsonLd}</script>`] : []),
  ].join('\n    ');
}

export { escapeAttr };
