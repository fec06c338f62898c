// The sitemap's answers (endpoint object of @league/shared/endpoints, site): the whole sitemap or
// an index, and its numbered parts. Search engines revisit daily; an hour-old copy is fine.
import { Readable } from 'node:stream';
import { site as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route, type FileReply } from '../../lib/route';
import type { SitemapService } from './sitemap.service';

const xml = (text: string, filename: string): FileReply => {
  const body = Buffer.from(text, 'utf8');
  return {
    body: Readable.from([body]),
    contentType: 'application/xml; charset=utf-8',
    size: body.length,
    filename,
    cacheControl: 'public, max-age=3600',
  };
};

export async function sitemapPublicRoutes(app: FastifyInstance, { sitemap }: { sitemap: SitemapService }) {
  route(app, endpoints.sitemap, async ({ query }) =>
    query.part === undefined
      ? xml(await sitemap.sitemap(), 'sitemap.xml')
      : xml(await sitemap.part(query.part), `sitemap-${query.part}.xml`),
  );
}
