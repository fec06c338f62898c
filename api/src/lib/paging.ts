// Pagination of the people lists (players, referees, clubs): page and per_page from the query,
// the offset and limit for SQL, and the `meta` of the answer.
import { PEOPLE_DEFAULT_PER_PAGE, type PaginationMeta } from '@league/shared/contracts';

export interface Page {
  page?: number;
  per_page?: number;
}

export const peoplePaging = (query: Page) => {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? PEOPLE_DEFAULT_PER_PAGE;
  return { offset: (page - 1) * perPage, limit: perPage, meta: (total: number): PaginationMeta => ({ total, page, per_page: perPage }) };
};
