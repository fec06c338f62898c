// The tick boxes of a cabinet table: one per row, and "select all" for the rows on screen.
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowSelection } from './use-row-selection';

export function RowCheckbox({
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

/** Ticks every row on screen (mixed while only some are). */
export function SelectAllCheckbox({ selection, visibleLabel }: { selection: RowSelection; visibleLabel?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <RowCheckbox
      checked={selection.allSelected}
      mixed={selection.selected.length > 0}
      onChange={selection.toggleAll}
      label={t('table.selectAll')}
      visibleLabel={visibleLabel}
    />
  );
}

/** Plain text of a cell for a label (strings and numbers; other nodes give ''). */
export function textOf(node: ReactNode): string {
  return typeof node === 'string' || typeof node === 'number' ? String(node) : '';
}
