// Rules of the content of the site (news, analytics, media, videos, press, pages, documents …):
// what is visible (published, not in the future), pagination, YouTube embeds, PDFs, and turning
// rows into the DTOs of shared/contracts/content. Also the media and news of a match page.
// The use cases are in site/ (news, media, pages over dto.ts); this is the service the routes
// and the other modules call.
import type { Language } from '@league/shared/contracts';
import type { NewsFilter } from './news.repository';
import type { ContentDeps } from './site/deps';
import type { PageRequest } from './site/dto';
import * as media from './site/media';
import * as news from './site/news';
import * as pages from './site/pages';

export type { ContentDeps } from './site/deps';
export { DEFAULT_PER_PAGE, isPdf, youtubeEmbedUrl, type PageRequest, type PaginatedList } from './site/dto';

export function createContentService(deps: ContentDeps) {
  return {
    newsYears: () => news.newsYears(deps),
    news: (language: Language, filter: NewsFilter, request: PageRequest) =>
      news.listNews(deps, language, filter, request),
    /** A news item of any status as its public page would show it (the cabinet's preview). */
    previewNews: (language: Language, id: number) => news.previewNews(deps, language, id),
    newsBySlug: (language: Language, slug: string) => news.newsBySlug(deps, language, slug),
    newsAndAnalytics: (language: Language, id: number) => news.newsAndAnalytics(deps, language, id),
    analyticsYears: () => news.analyticsYears(deps),
    analytics: (language: Language, year: number | undefined, request: PageRequest) =>
      news.listAnalytics(deps, language, year, request),
    analyticsBySlug: (language: Language, slug: string) => news.analyticsBySlug(deps, language, slug),
    media: (language: Language, request: PageRequest) => media.mediaAlbums(deps, language, request),
    album: (language: Language, slug: string) => media.mediaAlbum(deps, language, slug),
    videos: (language: Language, seasonId: number | undefined, request: PageRequest) =>
      media.listVideos(deps, language, seasonId, request),
    pressYears: () => media.pressYears(deps),
    press: (language: Language, year: number | undefined, request: PageRequest) =>
      media.listPress(deps, language, year, request),
    page: (language: Language, slug: string) => pages.pageBySlug(deps, language, slug),
    about: (language: Language) => pages.aboutPage(deps, language),
    advertising: (language: Language) => pages.advertisingPage(deps, language),
    trustees: (language: Language) => pages.listTrustees(deps, language),
    employees: (language: Language) => pages.listEmployees(deps, language),
    banners: (language: Language, placement?: string) => pages.listBanners(deps, language, placement),
    partners: (language: Language) => pages.listPartners(deps, language),
    contacts: (language: Language) => pages.listContacts(deps, language),
    documents: (language: Language) => pages.listDocuments(deps, language),
    document: (language: Language, id: number) => pages.documentById(deps, language, id),
    /** The albums (with their images) and videos of a match. */
    matchMedia: (language: Language, matchId: number) => media.matchMedia(deps, language, matchId),
    /** The latest published news of a match. */
    matchNews: (language: Language, matchId: number) => news.matchNews(deps, language, matchId),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
