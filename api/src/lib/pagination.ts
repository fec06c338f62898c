// Paging of list answers: the window a list query asks for, and the paginated envelope
// `{ success, data, meta: { total, page, per_page } }` (`paginatedEnvelope` in the contracts).
import { LIST_DEFAULT_PER_PAGE } from '@league/shared/contracts';

export interface PageWindow {
  page: number;
  per_page: number;
  limit: number;
  offset: number;
}

export function pageWindow(
  query: { page?: number; per_page?: number },
  defaultPerPage = LIST_DEFAULT_PER_PAGE,
): PageWindow {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? defaultPerPage;
  return { page, per_page: perPage, limit: perPage, offset: (page - 1) * perPage };
}

export function paginated<T>(data: T[], total: number, window: PageWindow) {
  return { success: true as const, data, meta: { total, page: window.page, per_page: window.per_page } };
}

export interface RowListOptions<T, K extends string> {
  /** How each sortable column compares: a value per row (null sorts last). */
  sortBy: Record<K, (row: T) => string | number | null>;
  /** The sort when the query has none, e.g. '-date_time'. */
  defaultSort: K | `-${K}`;
  /** The text a search (`q`) looks in, lower-cased by the caller's rules. */
  searchText?: (row: T) => string;
}

/**
 * Sorts, searches and pages a list that is already scoped to the user and small by nature (a
 * referee's matches, a club's departures, the league's tournaments), answering the paginated
 * envelope the cabinet's data table reads. Long lists page in SQL instead.
 */
export function pageOfRows<T, K extends string>(
  rows: readonly T[],
  query: { page?: number; per_page?: number; sort?: K | `-${K}`; q?: string },
  options: RowListOptions<T, K>,
) {
  const needle = query.q?.trim().toLocaleLowerCase();
  const searched =
    needle && options.searchText
      ? rows.filter((row) => options.searchText!(row).toLocaleLowerCase().includes(needle))
      : [...rows];
  const sort = query.sort ?? options.defaultSort;
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as K;
  const valueOf = options.sortBy[key];
  const sorted = searched.sort((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return descending ? -order : order;
  });
  const window = pageWindow(query);
  return paginated(sorted.slice(window.offset, window.offset + window.limit), sorted.length, window);
}
