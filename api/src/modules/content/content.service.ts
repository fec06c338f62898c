// Rules of the content of the site (news, analytics, media, videos, press, pages, documents …):
// what is visible (published, not in the future), pagination, YouTube embeds, PDFs, and turning
// rows into the DTOs of shared/contracts/content. Also the media and news of a match page.
// The use cases are in site/ (news, media, pages over dto.ts); this is the service the routes
// and the other modules call.
import { bindDeps } from '../../lib/bind-deps';
import type { ContentDeps } from './site/deps';
import * as media from './site/media';
import * as news from './site/news';
import * as pages from './site/pages';

export type { ContentDeps } from './site/deps';
export { DEFAULT_PER_PAGE, isPdf, youtubeEmbedUrl, type PageRequest, type PaginatedList } from './site/dto';

export function createContentService(deps: ContentDeps) {
  return {
    ...bindDeps(deps, {
      news: news.listNews,
      /** A news item of any status as its public page would show it (the cabinet's preview). */
      previewNews: news.previewNews,
      newsBySlug: news.newsBySlug,
      newsAndAnalytics: news.newsAndAnalytics,
      analytics: news.listAnalytics,
      analyticsBySlug: news.analyticsBySlug,
      media: media.mediaAlbums,
      album: media.mediaAlbum,
      videos: media.listVideos,
      press: media.listPress,
      page: pages.pageBySlug,
      about: pages.aboutPage,
      advertising: pages.advertisingPage,
      trustees: pages.listTrustees,
      employees: pages.listEmployees,
      banners: pages.listBanners,
      partners: pages.listPartners,
      contacts: pages.listContacts,
      documents: pages.listDocuments,
      document: pages.documentById,
      /** The albums (with their images) and videos of a match. */
      matchMedia: media.matchMedia,
      /** The latest published news of a match. */
      matchNews: news.matchNews,
    }),
    newsYears: () => news.newsYears(deps),
    analyticsYears: () => news.analyticsYears(deps),
    pressYears: () => media.pressYears(deps),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
