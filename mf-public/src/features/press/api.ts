import { callEndpoint, endpoints } from '@league/shared';

export const PRESS_PER_PAGE = 20;

export const fetchPressYears = (signal: AbortSignal) => callEndpoint(endpoints.content.pressYears, {}, { signal });
export const fetchPress = (params: { page: number; year?: number }, signal: AbortSignal) =>
  callEndpoint(endpoints.content.press, { query: { ...params, per_page: PRESS_PER_PAGE } }, { signal });
