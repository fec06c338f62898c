// The sitemap module: the list of every public page for search engines, and the news feeds. It owns no table: its
// repository reads the slugs and last changes of the subjects that have public pages.
import { defineModule } from '../module';
import { sitemapPublicRoutes } from './sitemap.public.routes';
import type { FeedService } from './feed.service';
import type { SitemapService } from './sitemap.service';

export { createFeedService, type FeedService } from './feed.service';
export { createSitemapService, localizedUrl, PART_SIZE, STATIC_PAGES, type SitemapService } from './sitemap.service';

export const sitemapModule = defineModule<{ sitemap: SitemapService; feed: FeedService }>({
  publicRoutes: sitemapPublicRoutes,
});
