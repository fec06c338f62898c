// The cabinet's server-side table: sortable headers, a debounced search box, filters (a slot
// the page fills, state in the URL), bulk selection, pagination, and the loading, empty and
// error states. On a phone-narrow screen the rows become a list of cards instead of a table
// that scrolls sideways.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LocaleLink, Skeleton, type ApiData } from '@league/shared';
import { TablePagination } from './pagination';
import { useNarrow } from './use-narrow';
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

const SORT_ARIA = { asc: 'ascending', desc: 'descending' } as const;

function sortDirection(sort: string, key: string): 'asc' | 'desc' | null {
  if (sort === key) return 'asc';
  if (sort === `-${key}`) return 'desc';
  return null;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const {
    caption,
    columns,
    rows,
    rowKey,
    total,
    state,
    loading,
    error,
    onRetry,
    empty,
    search,
    filters,
    renderBulkActions,
    rowHref,
    rowLabel,
    perPageOptions,
    searchDelay,
  } = props;
  const { t } = useTranslation('common');
  const narrow = useNarrow();
  const primary = columns.find((c) => c.primary) ?? columns[0];
  const [selected, setSelected] = useState<RowKey[]>([]);
  // Selection belongs to the rows on screen: another page or filter starts with none.
  const visibleKeys = rows.map(rowKey);
  const selectedHere = selected.filter((key) => visibleKeys.includes(key));
  const allSelected = visibleKeys.length > 0 && selectedHere.length === visibleKeys.length;
  const clear = () => setSelected([]);
  const toggle = (key: RowKey) =>
    setSelected(selectedHere.includes(key) ? selectedHere.filter((k) => k !== key) : [...selectedHere, key]);

  const titleOf = (row: T): ReactNode => {
    const content = primary.render(row);
    return rowHref ? <LocaleLink to={rowHref(row)}>{content}</LocaleLink> : content;
  };
  const checkbox = (row: T) => {
    const key = rowKey(row);
    return (
      <RowCheckbox
        checked={selectedHere.includes(key)}
        onChange={() => toggle(key)}
        label={t('table.selectRow', { title: rowLabel?.(row) ?? (textOf(primary.render(row)) || String(key)) })}
      />
    );
  };

  let body: ReactNode;
  if (error) body = <ErrorState onRetry={onRetry} />;
  else if (loading && rows.length === 0) body = <Skeleton lines={5} height={24} />;
  else if (rows.length === 0) body = <EmptyState>{empty}</EmptyState>;
  else if (narrow)
    body = (
      <ul className="lg-data-cards" aria-label={caption} aria-busy={loading || undefined}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="lg-data-card">
            <div className="lg-data-card__head">
              {renderBulkActions && checkbox(row)}
              <p className="lg-data-card__title">{titleOf(row)}</p>
            </div>
            <dl>
              {columns
                .filter((c) => c !== primary)
                .map((column) => (
                  <div key={column.key} className="lg-data-card__item">
                    <dt>{column.header}</dt>
                    <dd>{column.render(row)}</dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  else
    body = (
      <div className="lg-data-table-wrap">
        <table className="lg-data-table" aria-busy={loading || undefined}>
          <caption className="lg-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {renderBulkActions && (
                <th scope="col" className="lg-data-table__check">
                  <RowCheckbox
                    checked={allSelected}
                    mixed={selectedHere.length > 0}
                    onChange={() => setSelected(allSelected ? [] : visibleKeys)}
                    label={t('table.selectAll')}
                  />
                </th>
              )}
              {columns.map((column) => {
                const direction = column.sortKey ? sortDirection(state.sort, column.sortKey) : null;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.align ? `lg-align-${column.align}` : undefined}
                    aria-sort={column.sortKey ? (direction ? SORT_ARIA[direction] : 'none') : undefined}
                  >
                    {column.sortKey ? (
                      <button type="button" className="lg-sort" onClick={() => state.toggleSort(column.sortKey!)}>
                        {column.header}
                        <span aria-hidden="true" className="lg-sort__icon">
                          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {renderBulkActions && <td className="lg-data-table__check">{checkbox(row)}</td>}
                {columns.map((column) =>
                  column === primary ? (
                    <th key={column.key} scope="row" className={column.align ? `lg-align-${column.align}` : undefined}>
                      {titleOf(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={column.align ? `lg-align-${column.align}` : undefined}>
                      {column.render(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="lg-data">
      {(search || filters) && (
        <div className="lg-data__tools">
          {search && <SearchBox value={state.q} onApply={state.setQuery} delay={searchDelay} />}
          {filters}
        </div>
      )}
      {renderBulkActions && selectedHere.length > 0 && (
        <div className="lg-data__bulk" role="region" aria-label={t('table.bulkActions')}>
          <p aria-live="polite">{t('table.selected', { count: selectedHere.length })}</p>
          {renderBulkActions(selectedHere, clear)}
          <button type="button" className="lg-button lg-button--ghost" onClick={clear}>
            {t('table.clearSelection')}
          </button>
        </div>
      )}
      {narrow && renderBulkActions && rows.length > 0 && !error && (
        <RowCheckbox
          checked={allSelected}
          mixed={selectedHere.length > 0}
          onChange={() => setSelected(allSelected ? [] : visibleKeys)}
          label={t('table.selectAll')}
          visibleLabel
        />
      )}
      {body}
      {!error && total > 0 && <TablePagination state={state} total={total} perPageOptions={perPageOptions} />}
    </div>
  );
}

function RowCheckbox({
  checked,
  mixed,
  onChange,
  label,
  visibleLabel,
}: {
  checked: boolean;
  mixed?: boolean;
  onChange: () => void;
  label: string;
  visibleLabel?: boolean;
}) {
  return (
    <label className="lg-check">
      <input
        type="checkbox"
        checked={checked}
        onChange={onChange}
        ref={(input) => {
          // "Some rows selected" has no attribute; it is a property of the element.
          if (input) input.indeterminate = Boolean(mixed) && !checked;
        }}
      />
      <span className={visibleLabel ? undefined : 'lg-visually-hidden'}>{label}</span>
    </label>
  );
}

/** Plain text of a cell for a label (strings and numbers; other nodes give ''). */
function textOf(node: ReactNode): string {
  return typeof node === 'string' || typeof node === 'number' ? String(node) : '';
}

/** Keeps what is typed; applies it after `delay` ms of calm or at once on Enter. */
function SearchBox({ value, onApply, delay = 400 }: { value: string; onApply: (q: string) => void; delay?: number }) {
  const { t } = useTranslation('common');
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // A change of the URL from outside (back button, a link) replaces the box's text.
  if (lastValue !== value) {
    setLastValue(value);
    if (draft.trim() !== value) setDraft(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedule = (next: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onApply(next), delay);
  };
  return (
    <div className="lg-data__search">
      <label htmlFor={id} className="lg-visually-hidden">
        {t('table.search')}
      </label>
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={t('table.search')}
        onChange={(e) => {
          setDraft(e.target.value);
          schedule(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            clearTimeout(timer.current);
            onApply(draft);
          }
        }}
      />
    </div>
  );
}
