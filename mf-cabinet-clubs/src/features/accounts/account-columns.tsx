// The accounts table's columns (name linked to the account's page, e-mail, role, scope, state,
// last sign-in, two-factor sign-in) and its role and state filters.
import { useTranslation } from 'react-i18next';
import { LocaleLink, ROLES, enumLabel, formatDate, useLocale } from '@league/shared';
import type { AccountItem, Column, TableState } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { TableFilter } from '../../ui/table-filter';
import { scopeText } from './scope-values';

export function useAccountColumns(): Column<AccountItem>[] {
  const { t } = useTranslation('cab-clubs');
  const locale = useLocale();
  return [
    {
      key: 'name',
      header: t('accounts.name'),
      sortKey: 'name',
      primary: true,
      render: (a) => (
        <LocaleLink to={paths.account(a.id)} aria-label={t('accounts.openOf', { name: a.name })}>
          {a.name}
        </LocaleLink>
      ),
    },
    { key: 'email', header: t('accounts.email'), render: (a) => a.email, sortKey: 'email' },
    {
      key: 'role',
      header: t('accounts.role'),
      render: (a) => enumLabel('role', a.role, locale),
      sortKey: 'role',
    },
    { key: 'scope', header: t('accounts.scope'), render: (a) => scopeText(a, t('accounts.wholeLeague')) },
    {
      key: 'state',
      header: t('accounts.state'),
      render: (a) => (a.active ? t('accounts.active') : t('accounts.inactive')),
    },
    {
      key: 'last_login_at',
      header: t('accounts.lastLogin'),
      sortKey: 'last_login_at',
      render: (a) => (a.last_login_at ? formatDate(a.last_login_at, 'dayTime', locale) : t('accounts.never')),
    },
    {
      key: 'two_factor',
      header: t('accounts.twoFactor'),
      render: (a) => (a.two_factor ? t('accounts.on') : t('accounts.off')),
    },
  ];
}

export function AccountFilters({ table }: { table: TableState }) {
  const { t } = useTranslation('cab-clubs');
  const locale = useLocale();
  return (
    <>
      <TableFilter
        table={table}
        name="role"
        label={t('accounts.role')}
        allLabel={t('accounts.allRoles')}
        options={ROLES.map((role) => ({ value: role, label: enumLabel('role', role, locale) }))}
      />
      <TableFilter table={table} name="state" label={t('accounts.state')} allLabel={t('accounts.all')}>
        <option value="active">{t('accounts.active')}</option>
        <option value="inactive">{t('accounts.inactive')}</option>
      </TableFilter>
    </>
  );
}
