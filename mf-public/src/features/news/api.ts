import { getJson, NewsDetailResponse, NewsListResponse, YearsResponse } from '@league/shared';

export const NEWS_PER_PAGE = 12;

export const fetchNewsYears = (signal: AbortSignal) => getJson('/news-years', YearsResponse, { signal });
export const fetchNews = (params: { page: number; year?: number }, signal: AbortSignal) =>
  getJson('/news', NewsListResponse, { params: { ...params, per_page: NEWS_PER_PAGE }, signal });
export const fetchNewsItem = (slug: string, signal: AbortSignal) => getJson(`/news/${encodeURIComponent(slug)}`, NewsDetailResponse, { signal });
