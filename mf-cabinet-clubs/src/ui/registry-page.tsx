// A registry page of the cabinet (accounts, invitations, referees, stadiums): the page with its
// title, the cabinet's breadcrumb (and any between) and its actions, what stands above the table
// (a form, a dialog, a note), and the table of the registry with search and its filters (sort,
// filters and paging in the URL; cards on a phone).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta, type ApiData } from '@league/shared';
import {
  CabinetPage,
  DataTable,
  pagedRows,
  type BreadcrumbItem,
  type DataTableProps,
  type TableState,
} from '@league/shared/cabinet';
import './registry.css';

export function RegistryPage<T>({
  title,
  trail = [],
  actions,
  children,
  list,
  state,
  columns,
  rowKey,
  empty,
  filters,
}: {
  title: string;
  /** Breadcrumbs between the cabinet and this page. */
  trail?: BreadcrumbItem[];
  actions?: ReactNode;
  /** Shown above the table. */
  children?: ReactNode;
  /** The page of the registry the API answered. */
  list: ApiData<{ data: T[]; meta: { total: number } }>;
  state: TableState;
} & Pick<DataTableProps<T>, 'columns' | 'rowKey' | 'empty' | 'filters'>) {
  const { t: tc } = useTranslation('common');
  usePageMeta({ title });
  return (
    <CabinetPage
      title={title}
      breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, ...trail, { title }]}
      actions={actions}
    >
      {children}
      <DataTable<T>
        caption={title}
        columns={columns}
        {...pagedRows(list)}
        rowKey={rowKey}
        state={state}
        empty={empty}
        search
        filters={filters}
      />
    </CabinetPage>
  );
}
