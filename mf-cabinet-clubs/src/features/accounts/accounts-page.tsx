// /cabinet/accounts (super_admin): every account (search by name or e-mail, role and state
// filters, sort and paging in the URL; cards on a phone) with its scope, last sign-in and
// two-factor sign-in; each opens its page. Invitations are a page of their own.
import { useTranslation } from 'react-i18next';
import { LocaleLink, useEndpointQuery } from '@league/shared';
import { useTableState, endpoints, type AccountsQuery } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { RegistryPage } from '../../ui/registry-page';
import { AccountFilters, useAccountColumns } from './account-columns';

export default function AccountsPage() {
  const { t } = useTranslation('cab-clubs');
  const table = useTableState({ sort: 'name', filterKeys: ['role', 'state'] });
  const list = useEndpointQuery(endpoints.accounts.list, { query: table.params as Partial<AccountsQuery> });
  const columns = useAccountColumns();

  return (
    <RegistryPage
      title={t('accounts.title')}
      actions={
        <LocaleLink className="lg-button" to={paths.accountInvitations()}>
          {t('accounts.invitations')}
        </LocaleLink>
      }
      list={list}
      state={table}
      columns={columns}
      rowKey={(a) => a.id}
      empty={t('accounts.empty')}
      filters={<AccountFilters table={table} />}
    />
  );
}
