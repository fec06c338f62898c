import { callEndpoint, endpoints } from '@league/shared';

export const NEWS_PER_PAGE = 12;

export const fetchNewsYears = (signal: AbortSignal) => callEndpoint(endpoints.content.newsYears, {}, { signal });
export const fetchNews = (params: { page: number; year?: number }, signal: AbortSignal) =>
  callEndpoint(endpoints.content.news, { query: { ...params, per_page: NEWS_PER_PAGE } }, { signal });
export const fetchNewsItem = (slug: string, signal: AbortSignal) => callEndpoint(endpoints.content.newsBySlug, { params: { slug } }, { signal });
