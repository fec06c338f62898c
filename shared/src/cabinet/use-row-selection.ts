// Which rows of a cabinet table are ticked for a bulk action: only the rows on screen count.
import { useState } from 'react';
import type { RowKey } from './data-table';

export interface RowSelection {
  /** The ticked keys among the rows on screen. */
  selected: RowKey[];
  allSelected: boolean;
  clear: () => void;
  toggle: (key: RowKey) => void;
  /** Ticks every row on screen, or none when all are. */
  toggleAll: () => void;
}

export function useRowSelection<T>(rows: T[], rowKey: (row: T) => RowKey): RowSelection {
  const [selected, setSelected] = useState<RowKey[]>([]);
  // Selection belongs to the rows on screen: another page or filter starts with none.
  const visibleKeys = rows.map(rowKey);
  const selectedHere = selected.filter((key) => visibleKeys.includes(key));
  const allSelected = visibleKeys.length > 0 && selectedHere.length === visibleKeys.length;
  const clear = () => setSelected([]);
  const toggle = (key: RowKey) =>
    setSelected(selectedHere.includes(key) ? selectedHere.filter((k) => k !== key) : [...selectedHere, key]);
  const toggleAll = () => setSelected(allSelected ? [] : visibleKeys);
  return { selected: selectedHere, allSelected, clear, toggle, toggleAll };
}
