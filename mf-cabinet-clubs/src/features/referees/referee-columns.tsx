// The referees table's columns (contacts, linked account, state; edit and (de)activate on each
// row) and its state filter.
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@league/shared';
import type { CabinetReferee, Column, TableState } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { TableFilter } from '../../ui/table-filter';

export function useRefereeColumns({
  onToggle,
}: {
  onToggle: (referee: CabinetReferee) => Promise<void>;
}): Column<CabinetReferee>[] {
  const { t } = useTranslation('cab-clubs');
  return [
    { key: 'name', header: t('referees.name'), render: (r) => r.name, sortKey: 'name', primary: true },
    { key: 'category', header: t('referees.category'), render: (r) => r.category ?? '—', sortKey: 'category' },
    { key: 'city', header: t('referees.city'), render: (r) => r.city?.title ?? '—' },
    {
      key: 'contacts',
      header: t('referees.contacts'),
      render: (r) => [r.phone, r.email].filter(Boolean).join(', ') || '—',
    },
    { key: 'account', header: t('referees.account'), render: (r) => r.account?.email ?? t('referees.noAccount') },
    {
      key: 'state',
      header: t('referees.state'),
      render: (r) => (r.active ? t('referees.active') : t('referees.inactive')),
    },
    {
      key: 'actions',
      header: t('referees.actions'),
      align: 'end',
      render: (r) => (
        <span className="cc-row-actions">
          <LocaleLink
            className="lg-button lg-button--ghost"
            to={paths.refereeEdit(r.id)}
            aria-label={t('referees.editOf', { name: r.name })}
          >
            {t('referees.edit')}
          </LocaleLink>
          <button type="button" className="lg-button lg-button--ghost" onClick={() => void onToggle(r)}>
            {r.active ? t('referees.deactivate') : t('referees.activate')}
          </button>
        </span>
      ),
    },
  ];
}

export function RefereeStateFilter({ table }: { table: TableState }) {
  const { t } = useTranslation('cab-clubs');
  return (
    <TableFilter table={table} name="state" label={t('referees.state')} allLabel={t('referees.all')}>
      <option value="active">{t('referees.active')}</option>
      <option value="inactive">{t('referees.inactive')}</option>
    </TableFilter>
  );
}
