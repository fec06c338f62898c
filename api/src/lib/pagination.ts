// Paging of list answers: the window a list query asks for, and the paginated envelope
// `{ success, data, meta: { total, page, per_page } }` (`paginatedEnvelope` in the contracts).
import { LIST_DEFAULT_PER_PAGE } from '@league/shared/contracts';

export interface PageWindow {
  page: number;
  per_page: number;
  limit: number;
  offset: number;
}

export function pageWindow(query: { page?: number; per_page?: number }, defaultPerPage = LIST_DEFAULT_PER_PAGE): PageWindow {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? defaultPerPage;
  return { page, per_page: perPage, limit: perPage, offset: (page - 1) * perPage };
}

export function paginated<T>(data: T[], total: number, window: PageWindow) {
  return { success: true as const, data, meta: { total, page: window.page, per_page: window.per_page } };
}
