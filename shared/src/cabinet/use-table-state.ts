// A server-side table's view kept in the URL: `page`, `per_page`, `sort` ('title' ascending,
// '-title' descending), `q` and any filter keys. A reload or a shared link shows the same view;
// a new search, filter or page size starts again from page 1.
import { useMemo } from 'react';
import { pageHref, readTableView, tableSetters, useUrlQuery } from './table-url';

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

export function useTableState({
  perPage: defaultPerPage = 20,
  sort: defaultSort = '',
  filterKeys,
}: TableStateOptions = {}): TableState {
  const [searchParams, update] = useUrlQuery();
  const filterKeyList = filterKeys?.join('\n');

  return useMemo(() => {
    const view = readTableView(searchParams, defaultPerPage, defaultSort, filterKeyList);
    return {
      ...view,
      hrefForPage: (target: number) => pageHref(searchParams, target),
      ...tableSetters(update, view, defaultPerPage),
    };
  }, [searchParams, defaultPerPage, defaultSort, filterKeyList, update]);
}
