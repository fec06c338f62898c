// A cabinet table's rows as they stand: the error, the loading skeleton, the empty text, the
// cards on a phone-narrow screen or the table.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LocaleLink, Skeleton } from '@league/shared';
import { DataCards, type RowsView } from './data-cards';
import { DataGrid } from './data-grid';
import type { DataTableProps } from './data-table';
import { RowCheckbox, SelectAllCheckbox, textOf } from './row-checkbox';
import type { RowSelection } from './use-row-selection';

export function DataTableBody<T>({
  caption,
  columns,
  rows,
  rowKey,
  state,
  loading,
  error,
  onRetry,
  empty,
  renderBulkActions,
  rowHref,
  rowLabel,
  narrow,
  selection,
}: DataTableProps<T> & { narrow: boolean; selection: RowSelection }) {
  const { t } = useTranslation('common');
  const primary = columns.find((c) => c.primary) ?? columns[0];

  const titleOf = (row: T): ReactNode => {
    const content = primary.render(row);
    return rowHref ? <LocaleLink to={rowHref(row)}>{content}</LocaleLink> : content;
  };
  const checkbox = (row: T) => {
    const key = rowKey(row);
    return (
      <RowCheckbox
        checked={selection.selected.includes(key)}
        onChange={() => selection.toggle(key)}
        label={t('table.selectRow', { title: rowLabel?.(row) ?? (textOf(primary.render(row)) || String(key)) })}
      />
    );
  };

  if (error) return <ErrorState onRetry={onRetry} />;
  if (loading && rows.length === 0) return <Skeleton lines={5} height={24} />;
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  const view: RowsView<T> = {
    caption,
    columns,
    primary,
    rows,
    rowKey,
    loading,
    titleOf,
    checkbox: renderBulkActions ? checkbox : undefined,
  };
  if (narrow) return <DataCards {...view} />;
  return <DataGrid {...view} state={state} selectAll={<SelectAllCheckbox selection={selection} />} />;
}
