// One filter of a registry table: a labelled select whose value lives in the URL
// (`useTableState`); the first choice ("all") removes the filter. Its other choices are the
// `<option>`s given as children, or `options`.
import type { ReactNode } from 'react';
import type { TableState } from '@league/shared/cabinet';

export interface TableFilterOption {
  value: string | number;
  label: string;
}

export function TableFilter({
  table,
  name,
  label,
  allLabel,
  options = [],
  children,
}: {
  table: TableState;
  name: string;
  label: string;
  allLabel: string;
  options?: readonly TableFilterOption[];
  children?: ReactNode;
}) {
  return (
    <label className="cc-filter">
      {label}
      <select value={table.filters[name] ?? ''} onChange={(e) => table.setFilter(name, e.target.value || null)}>
        <option value="">{allLabel}</option>
        {children}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
