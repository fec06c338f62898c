import { callEndpoint, endpoints } from '@league/shared';

export const ANALYTICS_PER_PAGE = 12;

export const fetchAnalyticsYears = (signal: AbortSignal) => callEndpoint(endpoints.content.analyticsYears, {}, { signal });
export const fetchAnalytics = (params: { page: number; year?: number }, signal: AbortSignal) =>
  callEndpoint(endpoints.content.analytics, { query: { ...params, per_page: ANALYTICS_PER_PAGE } }, { signal });
export const fetchAnalyticsItem = (slug: string, signal: AbortSignal) => callEndpoint(endpoints.content.analyticsBySlug, { params: { slug } }, { signal });
