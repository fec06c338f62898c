// The site's sitemap for search engines (sitemaps.org): every public page in three languages
// with its hreflang alternates. The product server answers it at /sitemap.xml (and its parts at
// /sitemap-N.xml); these are the API's answers behind those addresses.
import { enums, object, optional } from 'superstruct';
import { fileAnswer } from '../contracts/files';
import { fromQuery, id } from '../contracts/fields';
import { endpoint } from './define';

const tag = 'site';
const XmlResponse = fileAnswer(['application/xml']);

export const sitemap = endpoint({
  id: 'site.sitemap',
  method: 'GET',
  path: '/sitemap',
  summary:
    'The sitemap: every public page in kk, ru and en with its alternates, or an index of parts when the site is large',
  tag,
  access: 'public',
  query: object({ part: optional(fromQuery(id())) }),
  response: XmlResponse,
});

export const newsFeed = endpoint({
  id: 'site.newsFeed',
  method: 'GET',
  path: '/feed/news',
  summary:
    'The latest published news in one language as an RSS 2.0 feed (or Atom with `format=atom`); the product server answers it at /feed.xml, /ru/feed.xml and /en/feed.xml',
  tag,
  access: 'public',
  cacheable: true,
  query: object({ lang: optional(enums(['kk', 'ru', 'en'])), format: optional(enums(['rss', 'atom'])) }),
  response: fileAnswer(['application/rss+xml', 'application/atom+xml']),
});
