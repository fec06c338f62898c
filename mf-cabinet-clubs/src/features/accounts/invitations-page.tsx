// /cabinet/accounts/invitations (super_admin): the invitation form and the invitations (state
// filter, search, paging in the URL): re-send an open or expired one (a new link), revoke an
// open one. With no e-mail set up, the answer's link is shown once to hand over.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '@league/shared';
import { useTableState, endpoints, type InvitationsQuery } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { RegistryPage } from '../../ui/registry-page';
import { InviteForm } from './invite-form';
import { InvitationStateFilter, useInvitationColumns } from './invitation-columns';
import { useInvitationActions } from './use-invitation-actions';

const api = endpoints.accounts;

export default function InvitationsPage() {
  const { t } = useTranslation('cab-clubs');
  const table = useTableState({ sort: '-created_at', filterKeys: ['state'] });
  const list = useEndpointQuery(api.invitations, { query: table.params as Partial<InvitationsQuery> });
  const { handOver, send, resendOne, askRevoke, dialog } = useInvitationActions();
  const [form, setForm] = useState(false);
  const columns = useInvitationColumns({ onResend: resendOne, onRevoke: askRevoke });

  return (
    <RegistryPage
      title={t('accounts.invitations')}
      trail={[{ title: t('accounts.title'), to: paths.accounts() }]}
      actions={
        <button type="button" className="lg-button" onClick={() => setForm(true)}>
          {t('accounts.invite')}
        </button>
      }
      list={list}
      state={table}
      columns={columns}
      rowKey={(i) => i.id}
      empty={t('accounts.invitationsEmpty')}
      filters={<InvitationStateFilter table={table} />}
    >
      {dialog}
      {handOver && (
        <p className="cc-panel" role="status">
          {t('accounts.linkHint')} <code>{handOver}</code>
        </p>
      )}
      {form && <InviteForm onSubmit={send} onDone={() => setForm(false)} />}
    </RegistryPage>
  );
}
