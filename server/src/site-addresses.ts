// One address per page, and the files search engines and phones look for at the site's root:
// - a page path with a trailing slash answers 301 to the path without it (query kept), so
//   /teams/ and /en/ are never a second copy of /teams and /en;
// - the root path sends a visitor whose locale cookie names another language to that
//   language's home page (302, varying on the cookie), unless they just came from this site's
//   page in another language — then they chose Kazakh with the language switcher;
// - /robots.txt names the sitemap; /sitemap.xml and /sitemap-N.xml are the API's sitemap;
//   /feed.xml, /ru/feed.xml and /en/feed.xml the news feed of each language.
import type { FastifyInstance } from 'fastify';
import { readLocaleCookie } from '@league/shared/locale';

/** The prefixed languages (kk, the default, has no prefix) and the cookie that remembers the choice. */
const PREFIXED = /^\/(ru|en)(?=\/|$)/;

/** A page path: not the API, uploads, remotes or a file (a last segment with an extension). */
function isPagePath(pathname: string): boolean {
  if (/^\/(api|uploads|remotes)(\/|$)/.test(pathname)) return false;
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return !/\.[a-z0-9]{1,12}$/i.test(last);
}

/** The canonical form of a page path with trailing slashes, or null when it has none. */
export function withoutTrailingSlash(pathname: string): string | null {
  if (pathname === '/' || !pathname.endsWith('/') || !isPagePath(pathname)) return null;
  // Never '//host': a protocol-relative Location would send the visitor to another site.
  return pathname.replace(/\/+$/, '').replace(/^\/{2,}/, '/') || '/';
}

/** Whether the visitor followed this site's link from the same page in another language. */
function cameFromOtherLanguage(referer: string | undefined, host: string | undefined): boolean {
  if (!referer || !host) return false;
  try {
    const from = new URL(referer);
    if (from.host !== host) return false;
    const prefixed = PREFIXED.exec(from.pathname);
    return prefixed !== null && (from.pathname.slice(prefixed[0].length) || '/') === '/';
  } catch {
    return false;
  }
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /cabinet',
    'Disallow: /ru/cabinet',
    'Disallow: /en/cabinet',
    'Disallow: /search',
    'Disallow: /ru/search',
    'Disallow: /en/search',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function registerSiteAddresses(
  app: FastifyInstance,
  { origin, apiPrefix }: { origin: string; apiPrefix: string },
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname, ...rest] = request.url.split('?');
    const search = rest.length ? `?${rest.join('?')}` : '';
    const canonical = withoutTrailingSlash(pathname ?? '/');
    if (canonical)
      return reply.code(301).header('cache-control', 'public, max-age=86400').redirect(`${canonical}${search}`, 301);
    if (pathname === '/') {
      const saved = readLocaleCookie(request.headers.cookie ?? '');
      reply.header('vary', 'Cookie');
      if (saved && saved !== 'kk' && !cameFromOtherLanguage(request.headers.referer, request.headers.host)) {
        return reply.code(302).header('cache-control', 'private, no-cache').redirect(`/${saved}${search}`, 302);
      }
    }
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(origin)),
  );

  const sitemap = async (url: string, reply: import('fastify').FastifyReply) => {
    const answer = await app.inject({ method: 'GET', url });
    reply.code(answer.statusCode);
    for (const name of ['content-type', 'cache-control', 'etag', 'last-modified']) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.send(answer.rawPayload);
  };
  app.get('/sitemap.xml', async (_request, reply) => sitemap(`${apiPrefix}/sitemap`, reply));
  // The news feed of each language (`?format=atom` for Atom).
  for (const [path, lang] of [
    ['/feed.xml', 'kk'],
    ['/ru/feed.xml', 'ru'],
    ['/en/feed.xml', 'en'],
  ] as const) {
    app.get<{ Querystring: { format?: string } }>(path, async (request, reply) => {
      const format = request.query.format === 'atom' ? '&format=atom' : '';
      return sitemap(`${apiPrefix}/feed/news?lang=${lang}${format}`, reply);
    });
  }
  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (request, reply) => {
    if (!/^[1-9]\d{0,5}$/.test(request.params.part))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sitemap(`${apiPrefix}/sitemap?part=${request.params.part}`, reply);
  });
}
