import { AnalyticsDetailResponse, AnalyticsListResponse, getJson, YearsResponse } from '@league/shared';

export const ANALYTICS_PER_PAGE = 12;

export const fetchAnalyticsYears = (signal: AbortSignal) => getJson('/sport-analytics-years', YearsResponse, { signal });
export const fetchAnalytics = (params: { page: number; year?: number }, signal: AbortSignal) =>
  getJson('/sport-analytics', AnalyticsListResponse, { params: { ...params, per_page: ANALYTICS_PER_PAGE }, signal });
export const fetchAnalyticsItem = (slug: string, signal: AbortSignal) =>
  getJson(`/sport-analytics/${encodeURIComponent(slug)}`, AnalyticsDetailResponse, { signal });
