// /cabinet/accounts/invitations (super_admin): the invitation form and the invitations (state
// filter, search, paging in the URL): re-send an open or expired one (a new link), revoke an
// open one. With no e-mail set up, the answer's link is shown once to hand over.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery, usePageMeta } from '@league/shared';
import {
  CabinetPage,
  DataTable,
  pagedRows,
  useTableState,
  endpoints,
  type Invitation,
  type InvitationsQuery,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import '../../ui/registry.css';
import { InviteForm } from './invite-form';
import { InvitationStateFilter, useInvitationColumns } from './invitation-columns';
import { useInvitationActions } from './use-invitation-actions';

const api = endpoints.accounts;

export default function InvitationsPage() {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  usePageMeta({ title: t('accounts.invitations') });
  const table = useTableState({ sort: '-created_at', filterKeys: ['state'] });
  const list = useEndpointQuery(api.invitations, { query: table.params as Partial<InvitationsQuery> });
  const { handOver, send, resendOne, askRevoke, dialog } = useInvitationActions();
  const [form, setForm] = useState(false);
  const columns = useInvitationColumns({ onResend: resendOne, onRevoke: askRevoke });

  return (
    <CabinetPage
      title={t('accounts.invitations')}
      breadcrumbs={[
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('accounts.title'), to: paths.accounts() },
        { title: t('accounts.invitations') },
      ]}
      actions={
        <button type="button" className="lg-button" onClick={() => setForm(true)}>
          {t('accounts.invite')}
        </button>
      }
    >
      {dialog}
      {handOver && (
        <p className="cc-panel" role="status">
          {t('accounts.linkHint')} <code>{handOver}</code>
        </p>
      )}
      {form && <InviteForm onSubmit={send} onDone={() => setForm(false)} />}
      <DataTable<Invitation>
        caption={t('accounts.invitations')}
        columns={columns}
        {...pagedRows(list)}
        rowKey={(i) => i.id}
        state={table}
        empty={t('accounts.invitationsEmpty')}
        search
        filters={<InvitationStateFilter table={table} />}
      />
    </CabinetPage>
  );
}
