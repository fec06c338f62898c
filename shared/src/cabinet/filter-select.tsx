// One filter of a data table: a labelled select whose value lives in the URL (`useTableState`).
// An empty choice ("all") removes the filter.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableState } from './use-table-state';

export interface FilterOption {
  value: string | number;
  label: string;
}

export function FilterSelect({
  table,
  name,
  label,
  options,
}: {
  table: TableState;
  name: string;
  label: string;
  options: FilterOption[];
}) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className="lg-data__filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={table.filters[name] ?? ''} onChange={(e) => table.setFilter(name, e.target.value || null)}>
        <option value="">{t('table.all')}</option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
