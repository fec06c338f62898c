// /cabinet/accounts (super_admin): every account (search by name or e-mail, role and state
// filters, sort and paging in the URL; cards on a phone) with its scope, last sign-in and
// two-factor sign-in; each opens its page. Invitations are a page of their own.
import { useTranslation } from 'react-i18next';
import { LocaleLink, useEndpointQuery, usePageMeta } from '@league/shared';
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
import { AccountFilters, useAccountColumns } from './account-columns';

export default function AccountsPage() {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  usePageMeta({ title: t('accounts.title') });
  const table = useTableState({ sort: 'name', filterKeys: ['role', 'state'] });
  const list = useEndpointQuery(endpoints.accounts.list, { query: table.params as Partial<AccountsQuery> });
  const columns = useAccountColumns();

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
        columns={columns}
        {...pagedRows(list)}
        rowKey={(a) => a.id}
        state={table}
        empty={t('accounts.empty')}
        search
        filters={<AccountFilters table={table} />}
      />
    </CabinetPage>
  );
}
