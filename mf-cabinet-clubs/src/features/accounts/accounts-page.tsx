// /cabinet/accounts (super_admin): every account (search by name or e-mail, role and state
// filters, sort and paging in the URL; cards on a phone) with its scope, last sign-in and
// two-factor sign-in; each opens its page. Invitations are a page of their own.
import { useTranslation } from 'react-i18next';
import { LocaleLink, ROLES, enumLabel, formatDate, useEndpointQuery, useLocale, usePageMeta } from '@league/shared';
import {
  CabinetPage,
  DataTable,
  pagedRows,
  useTableState,
  endpoints,
  type AccountItem,
  type AccountsQuery,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import '../../ui/registry.css';
import { scopeText } from './scope-values';

export default function AccountsPage() {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  const locale = useLocale();
  usePageMeta({ title: t('accounts.title') });
  const table = useTableState({ sort: 'name', filterKeys: ['role', 'state'] });
  const list = useEndpointQuery(endpoints.accounts.list, { query: table.params as Partial<AccountsQuery> });

  return (
    <CabinetPage
      title={t('accounts.title')}
      breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, { title: t('accounts.title') }]}
      actions={
        <LocaleLink className="lg-button" to={paths.accountInvitations()}>
          {t('accounts.invitations')}
        </LocaleLink>
      }
    >
      <DataTable<AccountItem>
        caption={t('accounts.title')}
        columns={[
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
        ]}
        {...pagedRows(list)}
        rowKey={(a) => a.id}
        state={table}
        empty={t('accounts.empty')}
        search
        filters={
          <>
            <label className="cc-filter">
              {t('accounts.role')}
              <select
                value={table.filters.role ?? ''}
                onChange={(e) => table.setFilter('role', e.target.value || null)}
              >
                <option value="">{t('accounts.allRoles')}</option>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {enumLabel('role', role, locale)}
                  </option>
                ))}
              </select>
            </label>
            <label className="cc-filter">
              {t('accounts.state')}
              <select
                value={table.filters.state ?? ''}
                onChange={(e) => table.setFilter('state', e.target.value || null)}
              >
                <option value="">{t('accounts.all')}</option>
                <option value="active">{t('accounts.active')}</option>
                <option value="inactive">{t('accounts.inactive')}</option>
              </select>
            </label>
          </>
        }
      />
    </CabinetPage>
  );
}
