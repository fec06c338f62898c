// The sitemap's answers (endpoint object of @league/shared/endpoints, site): the whole sitemap or
// an index, and its numbered parts. Search engines revisit daily; an hour-old copy is fine.
import { site as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route, textFile } from '../../lib/route';
import type { FeedService } from './feed.service';
import type { SitemapService } from './sitemap.service';

const xml = (text: string, filename: string) =>
  textFile(text, 'application/xml; charset=utf-8', filename, 'public, max-age=3600');

export async function sitemapPublicRoutes(
  app: FastifyInstance,
  { sitemap, feed }: { sitemap: SitemapService; feed: FeedService },
) {
  // A feed follows a publication at once: no HTTP cache beyond a minute (the public cache is
  // forgotten on every write by itself).
  route(app, endpoints.newsFeed, async ({ query }) => {
    const format = query.format ?? 'rss';
    const type = `application/${format === 'atom' ? 'atom' : 'rss'}+xml; charset=utf-8`;
    return textFile(await feed.news(query.lang ?? 'kk', format), type, 'feed.xml', 'public, max-age=60');
  });
  route(app, endpoints.sitemap, async ({ query }) =>
    query.part === undefined
      ? xml(await sitemap.sitemap(), 'sitemap.xml')
      : xml(await sitemap.part(query.part), `sitemap-${query.part}.xml`),
  );
}
