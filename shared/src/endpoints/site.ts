// The site's sitemap for search engines (sitemaps.org): every public page in three languages
// with its hreflang alternates. The product server answers it at /sitemap.xml (and its parts at
// /sitemap-N.xml); these are the API's answers behind those addresses.
import { object, optional } from 'superstruct';
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
