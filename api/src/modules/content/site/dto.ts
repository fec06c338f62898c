// The site's content as shared/contracts/content shows it: pagination, PDFs, YouTube embeds,
// rows turned into DTOs, and rows with the responsive copies of their pictures.
import type {
  AnalyticsListItem,
  ContentPage,
  NewsListItem,
  PageBlocks,
  PaginationMeta,
  PublicDocument,
} from '@league/shared/contracts';
import { PageBlocks as PageBlocksStruct } from '@league/shared/contracts';
import { is } from 'superstruct';
import { AppError } from '../../../lib/errors';
import { fileUrl } from '../../../lib/file-url';
import { publicHtml } from '../../../lib/html';
import type * as repository from '../content.repository';
import type * as news from '../news.repository';
import { pictureOf } from '../pictures/picture';
import { variantsOf } from '../pictures/pictures.repository';
import type { ContentDeps } from './deps';

export const DEFAULT_PER_PAGE = { news: 12, analytics: 12, media: 12, video: 12, press: 20 } as const;

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

export const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

function toNewsItem(row: news.NewsRow): NewsListItem {
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

export function toAnalyticsItem(row: news.AnalyticsRow): AnalyticsListItem {
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

export function toPage(row: repository.PageRow): ContentPage {
  const blocks: PageBlocks | null = is(row.blocks, PageBlocksStruct) ? (row.blocks as PageBlocks) : null;
  return { slug: row.slug, title: row.title, body: publicHtml(row.body), blocks, updated_at: iso(row.updated_at) };
}

export function toDocument(row: repository.DocumentRow): PublicDocument {
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

export const notFound = () => new AppError('not_found');

/** Rows with the responsive copies of the picture in `column` (null where none were made). */
export async function withPicture<R extends Record<string, unknown>>(
  { db }: ContentDeps,
  rows: R[],
  column: keyof R & string,
) {
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
export async function withPictures({ db }: ContentDeps, rows: news.NewsRow[]): Promise<NewsListItem[]> {
  const variants = await variantsOf(
    db,
    rows.map((r) => r.image),
  );
  return rows.map((r) => ({ ...toNewsItem(r), picture: pictureOf(r.image ? variants.get(r.image) : undefined) }));
}
