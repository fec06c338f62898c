// /cabinet/accounts/invitations (super_admin): the invitation form and the invitations (state
// filter, search, paging in the URL): re-send an open or expired one (a new link), revoke an
// open one. With no e-mail set up, the answer's link is shown once to hand over.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  enumLabel,
  errorMessage,
  formatDate,
  showToast,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  usePageMeta,
} from '@league/shared';
import {
  CabinetPage,
  DataTable,
  pagedRows,
  useConfirm,
  useNotify,
  useTableState,
  endpoints,
  type Invitation,
  type InvitationSent,
  type InvitationsQuery,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import '../../ui/registry.css';
import { InviteForm, type InviteValues } from './invite-form';
import { STATE_KEY } from './invitation-state';
import { roleScopeBody, scopeText } from './scope-values';

const api = endpoints.accounts;

export default function InvitationsPage() {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  const locale = useLocale();
  usePageMeta({ title: t('accounts.invitations') });
  const table = useTableState({ sort: '-created_at', filterKeys: ['state'] });
  const list = useEndpointQuery(api.invitations, { query: table.params as Partial<InvitationsQuery> });
  const invite = useEndpointMutation(api.invite, { invalidates: [api.invitations] });
  const resend = useEndpointMutation(api.resend, { invalidates: [api.invitations] });
  const revoke = useEndpointMutation(api.revoke, { invalidates: [api.invitations] });
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const [form, setForm] = useState(false);
  const [handOver, setHandOver] = useState<string | null>(null);

  const sent = (answer: InvitationSent) => {
    setHandOver(answer.link);
    if (answer.emailed) showToast(t('accounts.sent'), 'success');
  };
  const send = async (values: InviteValues) =>
    sent(
      (
        await invite.mutateAsync({
          body: {
            email: values.email ?? '',
            name: values.name ?? '',
            language: values.language ?? 'kk',
            ...roleScopeBody(values),
          },
        })
      ).data,
    );
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      const message = errorMessage(error);
      if (message) showToast(message, 'error');
      else notify.error();
    }
  };
  const askRevoke = async (invitation: Invitation) => {
    if (
      await confirm({
        title: t('accounts.revokeTitle'),
        message: invitation.email,
        confirmLabel: t('accounts.revoke'),
        danger: true,
      })
    )
      await act(async () => {
        await revoke.mutateAsync({ params: { id: invitation.id } });
        notify.success();
      });
  };

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
        columns={[
          { key: 'email', header: t('accounts.email'), render: (i) => i.email, sortKey: 'email', primary: true },
          { key: 'name', header: t('accounts.name'), render: (i) => i.name },
          { key: 'role', header: t('accounts.role'), render: (i) => enumLabel('role', i.role, locale) },
          { key: 'scope', header: t('accounts.scope'), render: (i) => scopeText(i, t('accounts.wholeLeague')) },
          { key: 'state', header: t('accounts.state'), render: (i) => t(STATE_KEY[i.state]) },
          {
            key: 'expires',
            header: t('accounts.expires'),
            sortKey: 'created_at',
            render: (i) => formatDate(i.expires_at, 'dayTime', locale),
          },
          { key: 'by', header: t('accounts.invitedBy'), render: (i) => i.invited_by ?? '—' },
          {
            key: 'actions',
            header: t('accounts.actions'),
            align: 'end',
            render: (i) =>
              i.state === 'open' || i.state === 'expired' ? (
                <span className="cc-row-actions">
                  <button
                    type="button"
                    className="lg-button lg-button--ghost"
                    onClick={() =>
                      void act(async () => sent((await resend.mutateAsync({ params: { id: i.id } })).data))
                    }
                  >
                    {t('accounts.resend')}
                  </button>
                  <button type="button" className="lg-button lg-button--danger" onClick={() => void askRevoke(i)}>
                    {t('accounts.revoke')}
                  </button>
                </span>
              ) : null,
          },
        ]}
        {...pagedRows(list)}
        rowKey={(i) => i.id}
        state={table}
        empty={t('accounts.invitationsEmpty')}
        search
        filters={
          <label className="cc-filter">
            {t('accounts.state')}
            <select
              value={table.filters.state ?? ''}
              onChange={(e) => table.setFilter('state', e.target.value || null)}
            >
              <option value="">{t('accounts.all')}</option>
              {(['open', 'expired', 'accepted', 'revoked'] as const).map((state) => (
                <option key={state} value={state}>
                  {t(STATE_KEY[state])}
                </option>
              ))}
            </select>
          </label>
        }
      />
    </CabinetPage>
  );
}
