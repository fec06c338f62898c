// A cabinet table's rows as a table: sortable column headers, the primary cell as the row's
// header, and the tick boxes when the table has bulk actions.
import type { ReactNode } from 'react';
import type { Column } from './data-table';
import type { RowsView } from './data-cards';
import type { TableState } from './use-table-state';

const SORT_ARIA = { asc: 'ascending', desc: 'descending' } as const;

function sortDirection(sort: string, key: string): 'asc' | 'desc' | null {
  if (sort === key) return 'asc';
  if (sort === `-${key}`) return 'desc';
  return null;
}

export function DataGrid<T>({
  caption,
  columns,
  primary,
  rows,
  rowKey,
  loading,
  titleOf,
  checkbox,
  state,
  selectAll,
}: RowsView<T> & { state: TableState; selectAll: ReactNode }) {
  return (
    <div className="lg-data-table-wrap">
      <table className="lg-data-table" aria-busy={loading || undefined}>
        <caption className="lg-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {checkbox && (
              <th scope="col" className="lg-data-table__check">
                {selectAll}
              </th>
            )}
            {columns.map((column) => (
              <ColumnHeader key={column.key} column={column} state={state} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {checkbox && <td className="lg-data-table__check">{checkbox(row)}</td>}
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
}

/** A column's header: a sort button when the API sorts by it. */
function ColumnHeader<T>({ column, state }: { column: Column<T>; state: TableState }) {
  const direction = column.sortKey ? sortDirection(state.sort, column.sortKey) : null;
  return (
    <th
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
}
