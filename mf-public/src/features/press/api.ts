import { getJson, PressListResponse, YearsResponse } from '@league/shared';

export const PRESS_PER_PAGE = 20;

export const fetchPressYears = (signal: AbortSignal) => getJson('/press-years', YearsResponse, { signal });
export const fetchPress = (params: { page: number; year?: number }, signal: AbortSignal) =>
  getJson('/press', PressListResponse, { params: { ...params, per_page: PRESS_PER_PAGE }, signal });
