import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect, type TableState } from '@league/shared/cabinet';

const STATES = ['active', 'inactive', 'finished'] as const;

/** Season, state and main filters of the tournaments list; seasons are the current year and four back. */
export function TournamentFilters({ table }: { table: TableState }) {
  const { t } = useTranslation('cab-tournaments');
  const [year] = useState(() => new Date().getFullYear());
  const seasons = Array.from({ length: 5 }, (_, i) => year - i);
  return (
    <>
      <FilterSelect
        table={table}
        name="season"
        label={t('list.season')}
        options={seasons.map((s) => ({ value: s, label: String(s) }))}
      />
      <FilterSelect
        table={table}
        name="state"
        label={t('list.status')}
        options={STATES.map((s) => ({ value: s, label: t(`list.${s}`) }))}
      />
      <FilterSelect
        table={table}
        name="main"
        label={t('list.main')}
        options={[
          { value: '1', label: t('list.onlyMain') },
          { value: '0', label: t('list.notMain') },
        ]}
      />
    </>
  );
}
