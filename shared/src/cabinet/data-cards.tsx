// A cabinet table's rows on a phone-narrow screen: a list of cards, the primary cell as each
// card's title and the other cells as label and value.
import type { ReactNode } from 'react';
import type { Column, RowKey } from './data-table';

/** What the table and the cards both draw a row from. */
export interface RowsView<T> {
  caption: string;
  columns: Column<T>[];
  /** The column that names the row. */
  primary: Column<T>;
  rows: T[];
  rowKey: (row: T) => RowKey;
  loading?: boolean;
  /** The primary cell, a link when rows have pages. */
  titleOf: (row: T) => ReactNode;
  /** The row's tick box, when the table has bulk actions. */
  checkbox?: (row: T) => ReactNode;
}

export function DataCards<T>({ caption, columns, primary, rows, rowKey, loading, titleOf, checkbox }: RowsView<T>) {
  return (
    <ul className="lg-data-cards" aria-label={caption} aria-busy={loading || undefined}>
      {rows.map((row) => (
        <li key={rowKey(row)} className="lg-data-card">
          <div className="lg-data-card__head">
            {checkbox && checkbox(row)}
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
}
