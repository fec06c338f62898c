// A server-side table's view kept in the URL: `page`, `per_page`, `sort` ('title' ascending,
// '-title' descending), `q` and any filter keys. A reload or a shared link shows the same view;
// a new search, filter or page size starts again from page 1.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PER_PAGE_OPTIONS = [10, 20, 50, 100] as const;

export interface TableStateOptions {
  /** Rows per page when the URL has none (default 20). */
  perPage?: number;
  /** Sort when the URL has none, e.g. '-date'. */
  sort?: string;
  /** Which other query keys are filters (default: every key but the four above). */
  filterKeys?: string[];
}

export interface TableState {
  page: number;
  perPage: number;
  /** As in the URL: 'title' or '-title'; '' when unsorted. */
  sort: string;
  q: string;
  filters: Record<string, string>;
  /** The query for the API: page, per_page, sort, q and the filters, empty values left out. */
  params: Record<string, string | number>;
  /** The query string of another page of this view (for page links). */
  hrefForPage: (page: number) => string;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  /** Sorts by `key` ascending, or flips the direction when already sorted by it. */
  toggleSort: (key: string) => void;
  setQuery: (q: string) => void;
  /** Sets (or, with '' / null, removes) one filter. */
  setFilter: (key: string, value: string | null) => void;
}

const OWN_KEYS = ['page', 'per_page', 'sort', 'q'];

function positive(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function useTableState({
  perPage: defaultPerPage = 20,
  sort: defaultSort = '',
  filterKeys,
}: TableStateOptions = {}): TableState {
  const [searchParams, setSearchParams] = useSearchParams();
  const filterKeyList = filterKeys?.join('\n');

  const update = useCallback(
    (change: (next: URLSearchParams) => void, { resetPage = false, replace = false } = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          if (resetPage) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  return useMemo(() => {
    const page = positive(searchParams.get('page'), 1);
    const perPage = positive(searchParams.get('per_page'), defaultPerPage);
    const sort = searchParams.get('sort') ?? defaultSort;
    const q = searchParams.get('q') ?? '';
    const allowed = filterKeyList === undefined ? null : filterKeyList.split('\n');
    const filters: Record<string, string> = {};
    for (const [key, value] of searchParams) {
      if (OWN_KEYS.includes(key) || value === '') continue;
      if (allowed && !allowed.includes(key)) continue;
      filters[key] = value;
    }
    const params: Record<string, string | number> = { page, per_page: perPage, ...filters };
    if (sort) params.sort = sort;
    if (q) params.q = q;

    const hrefForPage = (target: number) => {
      const next = new URLSearchParams(searchParams);
      if (target <= 1) next.delete('page');
      else next.set('page', String(target));
      const query = next.toString();
      return query ? `?${query}` : '?';
    };

    return {
      page,
      perPage,
      sort,
      q,
      filters,
      params,
      hrefForPage,
      setPage: (target) =>
        update((next) => {
          if (target <= 1) next.delete('page');
          else next.set('page', String(target));
        }),
      setPerPage: (value) =>
        update(
          (next) => {
            if (value === defaultPerPage) next.delete('per_page');
            else next.set('per_page', String(value));
          },
          { resetPage: true },
        ),
      toggleSort: (key) =>
        update(
          (next) => {
            next.set('sort', sort === key ? `-${key}` : key);
          },
          { resetPage: true },
        ),
      setQuery: (value) =>
        value.trim() !== q &&
        update(
          (next) => {
            const trimmed = value.trim();
            if (trimmed) next.set('q', trimmed);
            else next.delete('q');
          },
          // Typing is not a history step of its own.
          { resetPage: true, replace: true },
        ),
      setFilter: (key, value) =>
        (value ?? '') !== (filters[key] ?? '') &&
        update(
          (next) => {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          },
          { resetPage: true },
        ),
    };
  }, [searchParams, defaultPerPage, defaultSort, filterKeyList, update]);
}
