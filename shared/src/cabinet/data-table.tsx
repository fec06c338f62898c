// The cabinet's server-side table: sortable headers, a debounced search box, filters (a slot
// the page fills, state in the URL), bulk selection, pagination, and the loading, empty and
// error states. On a phone-narrow screen the rows become a list of cards instead of a table
// that scrolls sideways.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiData } from '@league/shared';
import { DataTableBody } from './data-table-body';
import { TablePagination } from './pagination';
import { SelectAllCheckbox } from './row-checkbox';
import { SearchBox } from './search-box';
import { useNarrow } from './use-narrow';
import { useRowSelection } from './use-row-selection';
import type { TableState } from './use-table-state';

export type RowKey = string | number;

export interface Column<T> {
  /** Stable id of the column. */
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The API's sort field; the header becomes a sort button. */
  sortKey?: string;
  /** The row's name: the card title on a phone, the row link, the checkbox's label. */
  primary?: boolean;
  align?: 'start' | 'center' | 'end';
}

/**
 * A paged list's answer as the table's rows, total and states: `<DataTable {...pagedRows(list)} …/>`.
 * While the next page loads the last one stays (the query's `keepPrevious`).
 */
export function pagedRows<T>(
  list: ApiData<{ data: T[]; meta: { total: number } }>,
): Pick<DataTableProps<T>, 'rows' | 'total' | 'loading' | 'error' | 'onRetry'> {
  return {
    rows: list.data?.data ?? [],
    total: list.data?.meta.total ?? 0,
    loading: list.status === 'loading',
    error: list.error,
    onRetry: list.reload,
  };
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology. */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => RowKey;
  total: number;
  state: TableState;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Text when there are no rows. */
  empty?: string;
  /** Shows the search box (`q` in the URL). */
  search?: boolean;
  /** Filter controls; they call `state.setFilter`. */
  filters?: ReactNode;
  /** With it, rows get checkboxes and the bar shows these actions for the selected keys. */
  renderBulkActions?: (selected: RowKey[], clear: () => void) => ReactNode;
  /** A row's name as text (for its checkbox) when the primary cell is not plain text. */
  rowLabel?: (row: T) => string;
  /** Unprefixed path of a row's page: its primary cell becomes a link. */
  rowHref?: (row: T) => string;
  perPageOptions?: readonly number[];
  /** Milliseconds of calm typing before the search applies. */
  searchDelay?: number;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, rowKey, total, state, error, search, filters, renderBulkActions, perPageOptions, searchDelay } = props;
  const { t } = useTranslation('common');
  const narrow = useNarrow();
  const selection = useRowSelection(rows, rowKey);

  return (
    <div className="lg-data">
      {(search || filters) && (
        <div className="lg-data__tools">
          {search && <SearchBox value={state.q} onApply={state.setQuery} delay={searchDelay} />}
          {filters}
        </div>
      )}
      {renderBulkActions && selection.selected.length > 0 && (
        <div className="lg-data__bulk" role="region" aria-label={t('table.bulkActions')}>
          <p aria-live="polite">{t('table.selected', { count: selection.selected.length })}</p>
          {renderBulkActions(selection.selected, selection.clear)}
          <button type="button" className="lg-button lg-button--ghost" onClick={selection.clear}>
            {t('table.clearSelection')}
          </button>
        </div>
      )}
      {narrow && renderBulkActions && rows.length > 0 && !error && (
        <SelectAllCheckbox selection={selection} visibleLabel />
      )}
      <DataTableBody {...props} narrow={narrow} selection={selection} />
      {!error && total > 0 && <TablePagination state={state} total={total} perPageOptions={perPageOptions} />}
    </div>
  );
}
