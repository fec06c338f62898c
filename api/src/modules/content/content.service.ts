// Rules of the content of the site (news, analytics, media, videos, press, pages, documents …):
// what is visible (published, not in the future), pagination, YouTube embeds, PDFs, and turning
// rows into the DTOs of shared/contracts/content. Also the media and news of a match page.
import type {
  About,
  Advertising,
  AnalyticsDetail,
  AnalyticsListItem,
  Banner,
  Contact,
  ContentPage,
  Employee,
  Language,
  MatchMedia,
  MatchNewsItem,
  MediaAlbum,
  MediaAlbumListItem,
  NewsAndAnalytics,
  NewsDetail,
  NewsListItem,
  PageBlocks,
  PaginationMeta,
  Partner,
  PressItem,
  PublicDocument,
  SeasonRef,
  Trustee,
  VideoItem,
} from '@league/shared/contracts';
import { PageBlocks as PageBlocksStruct } from '@league/shared/contracts';
import { is } from 'superstruct';
import type { DB } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import { groupBy } from '../../lib/group-by';
import { pageWindow } from '../../lib/pagination';
import { publicHtml } from '../../lib/html';
import * as repository from './content.repository';
import * as media from './media.repository';
import { pictureOf } from './pictures/picture';
import { variantsOf } from './pictures/pictures.repository';

export const DEFAULT_PER_PAGE = { news: 12, analytics: 12, media: 12, video: 12, press: 20 } as const;
const RELATED_NEWS = 4;

export interface PageRequest {
  page?: number;
  per_page?: number;
}

export interface PaginatedList<T> {
  data: T[];
  meta: PaginationMeta;
}

/** A document counts as a PDF when its file name ends with .pdf (spec §3). */
export const isPdf = (path: string): boolean => /\.pdf$/i.test(path.split(/[?#]/)[0]);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** The youtube-nocookie embed URL of a YouTube link, or null for other hosts. */
export function youtubeEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1).split('/')[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parsed.pathname === '/watch') id = parsed.searchParams.get('v');
    else {
      const match = /^\/(embed|shorts|live|v)\/([^/]+)/.exec(parsed.pathname);
      id = match ? match[2] : null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

function toNewsItem(row: repository.NewsRow): NewsListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    image: fileUrl(row.image),
    published_at: iso(row.published_at),
    tags: row.tags ?? [],
  };
}

function toAnalyticsItem(row: repository.AnalyticsRow): AnalyticsListItem {
  return {
    id: row.id,
    slug: row.slug,
    year: Number(row.year),
    title: row.title,
    lead: row.lead,
    image: fileUrl(row.image),
    published_at: iso(row.published_at),
  };
}

function toPage(row: repository.PageRow): ContentPage {
  const blocks: PageBlocks | null = is(row.blocks, PageBlocksStruct) ? (row.blocks as PageBlocks) : null;
  return { slug: row.slug, title: row.title, body: publicHtml(row.body), blocks, updated_at: iso(row.updated_at) };
}

function toDocument(row: repository.DocumentRow): PublicDocument {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    url: fileUrl(row.file_path) ?? '',
    size: Number(row.size_bytes),
    mime: row.mime,
    is_pdf: isPdf(row.file_path),
    published_at: isoOrNull(row.published_at),
  };
}

const notFound = () => new AppError('not_found');

export function createContentService({ db, clock }: { db: DB; clock: Clock }) {
  /** Rows with the responsive copies of the picture in `column` (null where none were made). */
  async function withPicture<R extends Record<string, unknown>>(rows: R[], column: keyof R & string) {
    const variants = await variantsOf(
      db,
      rows.map((r) => r[column] as string | null),
    );
    return rows.map((r) => ({
      ...r,
      [column]: fileUrl(r[column] as string | null),
      picture: pictureOf(r[column] ? variants.get(r[column] as string) : undefined),
    }));
  }

  /** News items with the responsive copies of their pictures. */
  async function withPictures(rows: repository.NewsRow[]): Promise<NewsListItem[]> {
    const variants = await variantsOf(
      db,
      rows.map((r) => r.image),
    );
    return rows.map((r) => ({ ...toNewsItem(r), picture: pictureOf(r.image ? variants.get(r.image) : undefined) }));
  }

  async function newsDetail(language: Language, row: repository.NewsDetailRow | undefined): Promise<NewsDetail> {
    if (!row) throw notFound();
    const [related, links, [item]] = await Promise.all([
      repository.listNews(db, language, clock(), { excludeId: row.id }, { limit: RELATED_NEWS, offset: 0 }),
      repository.newsLinks(db, row.id),
      withPictures([row]),
    ]);
    return {
      ...item!,
      body: publicHtml(row.body),
      updated_at: iso(row.updated_at),
      author: row.author,
      seo_title: row.seo_title,
      seo_description: row.seo_description,
      team_id: links.team_ids[0] ?? null,
      match_id: links.match_ids[0] ?? null,
      tournament_id: links.tournament_ids[0] ?? null,
      ...links,
      related: await withPictures(related),
    };
  }

  return {
    newsYears: () => repository.newsYears(db, clock()),

    async news(
      language: Language,
      filter: repository.NewsFilter,
      request: PageRequest,
    ): Promise<PaginatedList<NewsListItem>> {
      const now = clock();
      const window = pageWindow(request, DEFAULT_PER_PAGE.news);
      const [total, rows] = await Promise.all([
        repository.countNews(db, now, filter),
        repository.listNews(db, language, now, filter, window),
      ]);
      return { data: await withPictures(rows), meta: { total, page: window.page, per_page: window.per_page } };
    },

    /** A news item of any status as its public page would show it (the cabinet's preview). */
    previewNews: async (language: Language, id: number) =>
      newsDetail(language, await repository.newsForPreview(db, language, id)),

    newsBySlug: async (language: Language, slug: string) =>
      newsDetail(language, await repository.newsBySlug(db, language, clock(), slug)),

    async newsAndAnalytics(language: Language, id: number): Promise<NewsAndAnalytics> {
      const now = clock();
      const item = await newsDetail(language, await repository.newsById(db, language, now, id));
      const analytics = await repository.listAnalytics(db, language, now, undefined, {
        limit: RELATED_NEWS,
        offset: 0,
      });
      return { item, news: item.related, analytics: analytics.map(toAnalyticsItem) };
    },

    analyticsYears: () => repository.analyticsYears(db, clock()),

    async analytics(
      language: Language,
      year: number | undefined,
      request: PageRequest,
    ): Promise<PaginatedList<AnalyticsListItem>> {
      const now = clock();
      const window = pageWindow(request, DEFAULT_PER_PAGE.analytics);
      const [total, rows] = await Promise.all([
        repository.countAnalytics(db, now, year),
        repository.listAnalytics(db, language, now, year, window),
      ]);
      return { data: rows.map(toAnalyticsItem), meta: { total, page: window.page, per_page: window.per_page } };
    },

    async analyticsBySlug(language: Language, slug: string): Promise<AnalyticsDetail> {
      const row = await repository.analyticsBySlug(db, language, clock(), slug);
      if (!row) throw notFound();
      const url = fileUrl(row.file_path);
      return {
        ...toAnalyticsItem(row),
        body: publicHtml(row.body),
        file:
          url && row.file_path
            ? {
                url,
                size: Number(row.file_size ?? 0),
                mime: row.file_mime ?? 'application/octet-stream',
                is_pdf: isPdf(row.file_path),
              }
            : null,
      };
    },

    async media(language: Language, request: PageRequest): Promise<PaginatedList<MediaAlbumListItem>> {
      const window = pageWindow(request, DEFAULT_PER_PAGE.media);
      const [total, rows] = await Promise.all([media.countAlbums(db), media.listAlbums(db, language, window)]);
      const variants = await variantsOf(
        db,
        rows.map((r) => r.cover_image),
      );
      return {
        data: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          title: row.title,
          date: row.date,
          cover_image: fileUrl(row.cover_image),
          cover_picture: pictureOf(row.cover_image ? variants.get(row.cover_image) : undefined),
          images_count: Number(row.images_count),
        })),
        meta: { total, page: window.page, per_page: window.per_page },
      };
    },

    async album(language: Language, slug: string): Promise<MediaAlbum> {
      const row = await media.albumBySlug(db, language, slug);
      if (!row) throw notFound();
      const images = await media.albumImages(db, language, row.id);
      const variants = await variantsOf(
        db,
        images.map((i) => i.path),
      );
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        date: row.date,
        cover_image: fileUrl(row.cover_image),
        match_id: row.match_id,
        tournament_id: row.tournament_id,
        images: images.map((image) => ({
          id: image.id,
          url: fileUrl(image.path) ?? '',
          caption: image.caption,
          picture: pictureOf(variants.get(image.path)),
        })),
      };
    },

    async videos(
      language: Language,
      seasonId: number | undefined,
      request: PageRequest,
    ): Promise<PaginatedList<VideoItem> & { seasons: SeasonRef[] }> {
      const now = clock();
      const window = pageWindow(request, DEFAULT_PER_PAGE.video);
      const [total, rows, seasons] = await Promise.all([
        media.countVideos(db, now, seasonId),
        media.listVideos(db, language, now, seasonId, window),
        media.videoSeasons(db, language, now),
      ]);
      return {
        data: rows.map((row) => ({
          id: row.id,
          title: row.title,
          url: row.url,
          embed_url: youtubeEmbedUrl(row.url),
          thumbnail: fileUrl(row.thumbnail),
          published_at: iso(row.published_at),
          season_id: row.season_id,
          match_id: row.match_id,
        })),
        meta: { total, page: window.page, per_page: window.per_page },
        seasons: seasons.map((s) => ({ id: s.id, year: Number(s.year), title: s.title })),
      };
    },

    pressYears: () => media.pressYears(db),

    async press(language: Language, year: number | undefined, request: PageRequest): Promise<PaginatedList<PressItem>> {
      const window = pageWindow(request, DEFAULT_PER_PAGE.press);
      const [total, rows] = await Promise.all([
        media.countPress(db, year),
        media.listPress(db, language, year, window),
      ]);
      return {
        data: (await withPicture(rows, 'image')).map((row) => ({ ...row, year: Number(row.year) })),
        meta: { total, page: window.page, per_page: window.per_page },
      };
    },

    async page(language: Language, slug: string): Promise<ContentPage> {
      const row = await repository.pageBySlug(db, language, slug);
      if (!row) throw notFound();
      return toPage(row);
    },

    async about(language: Language): Promise<About> {
      const [row, numbers] = await Promise.all([
        repository.pageBySlug(db, language, 'about'),
        repository.leagueNumbers(db),
      ]);
      return { page: row ? toPage(row) : null, numbers };
    },

    async advertising(language: Language): Promise<Advertising> {
      const [row, banners] = await Promise.all([
        repository.pageBySlug(db, language, 'advertising'),
        repository.banners(db, language, clock()),
      ]);
      return { page: row ? toPage(row) : null, banners: banners.map((b) => ({ ...b, image: fileUrl(b.image) ?? '' })) };
    },

    async trustees(language: Language): Promise<Trustee[]> {
      return withPicture(await repository.trustees(db, language), 'photo');
    },

    async employees(language: Language): Promise<Employee[]> {
      return withPicture(await repository.employees(db, language), 'photo');
    },

    async banners(language: Language, placement?: string): Promise<Banner[]> {
      return (await repository.banners(db, language, clock(), placement)).map((b) => ({
        ...b,
        image: fileUrl(b.image) ?? '',
      }));
    },

    async partners(language: Language): Promise<Partner[]> {
      return (await repository.partners(db, language)).map((p) => ({ ...p, logo: fileUrl(p.logo) }));
    },

    contacts: (language: Language): Promise<Contact[]> => repository.contacts(db, language),

    async documents(language: Language): Promise<PublicDocument[]> {
      return (await repository.documents(db, language, clock())).map(toDocument);
    },

    async document(language: Language, id: number): Promise<PublicDocument> {
      const row = await repository.documentById(db, language, clock(), id);
      if (!row) throw notFound();
      return toDocument(row);
    },
    /** The albums (with their images) and videos of a match. */
    async matchMedia(language: Language, matchId: number): Promise<MatchMedia> {
      const [{ albums, images }, videos] = await Promise.all([
        media.matchAlbums(db, language, matchId),
        media.matchVideos(db, language, matchId),
      ]);
      const byAlbum = groupBy(images, (i) => i.album_id);
      return {
        albums: albums.map((a) => ({
          ...a,
          cover_image: fileUrl(a.cover_image),
          images: (byAlbum.get(a.id) ?? []).map((i) => ({ id: i.id, path: fileUrl(i.path) ?? '', caption: i.caption })),
        })),
        videos: videos.map((v) => ({ ...v, thumbnail: fileUrl(v.thumbnail) })),
      };
    },

    /** The latest published news of a match. */
    async matchNews(language: Language, matchId: number): Promise<MatchNewsItem[]> {
      return (await repository.matchNews(db, language, matchId, clock())).map((n) => ({
        ...n,
        image: fileUrl(n.image),
      }));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
