// A server-side table's view read from and written to the URL's query: the page, page size,
// sort, search and filters (useTableState puts them together).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TableState } from './use-table-state';

const OWN_KEYS = ['page', 'per_page', 'sort', 'q'];

/** Changes the URL's query; `resetPage` goes back to page 1, `replace` makes no history step. */
export type UrlUpdate = (
  change: (next: URLSearchParams) => void,
  options?: { resetPage?: boolean; replace?: boolean },
) => void;

export type TableView = Pick<TableState, 'page' | 'perPage' | 'sort' | 'q' | 'filters' | 'params'>;

function positive(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The URL's query and a way to change it. */
export function useUrlQuery(): [URLSearchParams, UrlUpdate] {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback<UrlUpdate>(
    (change, { resetPage = false, replace = false } = {}) => {
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
  return [searchParams, update];
}

/** The view the query shows; `filterKeyList` is the filter keys joined by '\n' (undefined: every other key). */
export function readTableView(
  searchParams: URLSearchParams,
  defaultPerPage: number,
  defaultSort: string,
  filterKeyList: string | undefined,
): TableView {
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
  return { page, perPage, sort, q, filters, params };
}

/** The query string of another page of the view (for page links). */
export function pageHref(searchParams: URLSearchParams, target: number): string {
  const next = new URLSearchParams(searchParams);
  if (target <= 1) next.delete('page');
  else next.set('page', String(target));
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/** The view's changes, each written to the URL. */
export function tableSetters(
  update: UrlUpdate,
  { sort, q, filters }: TableView,
  defaultPerPage: number,
): Pick<TableState, 'setPage' | 'setPerPage' | 'toggleSort' | 'setQuery' | 'setFilter'> {
  return {
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
}
