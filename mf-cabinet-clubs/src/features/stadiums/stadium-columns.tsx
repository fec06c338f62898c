// The stadiums table's columns (edit and delete on each row) and its city filter.
import { useTranslation } from 'react-i18next';
import type { CabinetStadium, HandbookItem } from '@league/shared';
import type { Column, TableState } from '@league/shared/cabinet';
import { TableFilter } from '../../ui/table-filter';

export function useStadiumColumns({
  onEdit,
  onDelete,
}: {
  onEdit: (stadium: CabinetStadium) => void;
  onDelete: (stadium: CabinetStadium) => Promise<void>;
}): Column<CabinetStadium>[] {
  const { t } = useTranslation('cab-clubs');
  return [
    { key: 'title', header: t('stadiums.name'), render: (s) => s.title, sortKey: 'title', primary: true },
    { key: 'city', header: t('stadiums.city'), render: (s) => s.city?.title ?? '—', sortKey: 'city' },
    { key: 'address', header: t('stadiums.address'), render: (s) => s.address ?? '—' },
    {
      key: 'capacity',
      header: t('stadiums.capacity'),
      render: (s) => (s.capacity === null ? '—' : s.capacity.toLocaleString('ru-RU')),
      align: 'end',
    },
    { key: 'matches', header: t('stadiums.matches'), render: (s) => s.matches_count, align: 'end' },
    {
      key: 'actions',
      header: t('stadiums.actions'),
      align: 'end',
      render: (s) => (
        <span className="cc-row-actions">
          <button
            type="button"
            className="lg-button lg-button--ghost"
            aria-label={t('stadiums.editOf', { title: s.title })}
            onClick={() => onEdit(s)}
          >
            {t('stadiums.edit')}
          </button>
          <button
            type="button"
            className="lg-button lg-button--danger"
            aria-label={t('stadiums.deleteOf', { title: s.title })}
            onClick={() => void onDelete(s)}
          >
            {t('stadiums.delete')}
          </button>
        </span>
      ),
    },
  ];
}

export function CityFilter({ table, cities }: { table: TableState; cities: HandbookItem[] }) {
  const { t } = useTranslation('cab-clubs');
  return (
    <TableFilter
      table={table}
      name="city_id"
      label={t('stadiums.city')}
      allLabel={t('stadiums.allCities')}
      options={cities.map((c) => ({ value: c.id, label: c.title }))}
    />
  );
}
