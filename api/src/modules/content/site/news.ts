// The site's news and sport analytics: the years, the paged lists, one item (by slug, by id with
// the latest analytics, or any status for the cabinet's preview) and the latest news of a match.
import type {
  AnalyticsDetail,
  AnalyticsListItem,
  Language,
  MatchNewsItem,
  NewsAndAnalytics,
  NewsDetail,
  NewsListItem,
} from '@league/shared/contracts';
import { fileUrl } from '../../../lib/file-url';
import { publicHtml } from '../../../lib/html';
import { pageWindow } from '../../../lib/pagination';
import * as repository from '../news.repository';
import type { ContentDeps } from './deps';
import {
  DEFAULT_PER_PAGE,
  isPdf,
  iso,
  notFound,
  toAnalyticsItem,
  withPictures,
  type PageRequest,
  type PaginatedList,
} from './dto';

const RELATED_NEWS = 4;

async function newsDetail(
  deps: ContentDeps,
  language: Language,
  row: repository.NewsDetailRow | undefined,
): Promise<NewsDetail> {
  const { db, clock } = deps;
  if (!row) throw notFound();
  const [related, links, [item]] = await Promise.all([
    repository.listNews(db, language, clock(), { excludeId: row.id }, { limit: RELATED_NEWS, offset: 0 }),
    repository.newsLinks(db, row.id),
    withPictures(deps, [row]),
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
    related: await withPictures(deps, related),
  };
}

export const newsYears = ({ db, clock }: ContentDeps) => repository.newsYears(db, clock());

export async function listNews(
  deps: ContentDeps,
  language: Language,
  filter: repository.NewsFilter,
  request: PageRequest,
): Promise<PaginatedList<NewsListItem>> {
  const { db, clock } = deps;
  const now = clock();
  const window = pageWindow(request, DEFAULT_PER_PAGE.news);
  const [total, rows] = await Promise.all([
    repository.countNews(db, now, filter),
    repository.listNews(db, language, now, filter, window),
  ]);
  return { data: await withPictures(deps, rows), meta: { total, page: window.page, per_page: window.per_page } };
}

/** A news item of any status as its public page would show it (the cabinet's preview). */
export const previewNews = async (deps: ContentDeps, language: Language, id: number) =>
  newsDetail(deps, language, await repository.newsForPreview(deps.db, language, id));

export const newsBySlug = async (deps: ContentDeps, language: Language, slug: string) =>
  newsDetail(deps, language, await repository.newsBySlug(deps.db, language, deps.clock(), slug));

export async function newsAndAnalytics(deps: ContentDeps, language: Language, id: number): Promise<NewsAndAnalytics> {
  const { db, clock } = deps;
  const now = clock();
  const item = await newsDetail(deps, language, await repository.newsById(db, language, now, id));
  const analytics = await repository.listAnalytics(db, language, now, undefined, {
    limit: RELATED_NEWS,
    offset: 0,
  });
  return { item, news: item.related, analytics: analytics.map(toAnalyticsItem) };
}

export const analyticsYears = ({ db, clock }: ContentDeps) => repository.analyticsYears(db, clock());

export async function listAnalytics(
  { db, clock }: ContentDeps,
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
}

export async function analyticsBySlug(
  { db, clock }: ContentDeps,
  language: Language,
  slug: string,
): Promise<AnalyticsDetail> {
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
}

/** The latest published news of a match. */
export async function matchNews(
  { db, clock }: ContentDeps,
  language: Language,
  matchId: number,
): Promise<MatchNewsItem[]> {
  return (await repository.matchNews(db, language, matchId, clock())).map((n) => ({
    ...n,
    image: fileUrl(n.image),
  }));
}
