// /cabinet/accounts/:id (super_admin): one account — its name, role and scope (editable), its
// state (deactivate ends every session at once; the league's last super_admin cannot), its
// sessions and the invitations of its e-mail.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatDate, positiveId, useEndpointMutation, useEndpointQuery, useLocale } from '@league/shared';
import {
  CabinetFormPage,
  HistoryPanel,
  PageAsync,
  endpoints,
  useConfirm,
  useNotify,
  type AccountDetail,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import '../../ui/registry.css';
import './accounts.css';
import { AccountInvitations } from './account-invitations';
import { AccountRoleForm } from './account-role-form';
import { AccountSessions } from './account-sessions';

const api = endpoints.accounts;

function Account({ detail }: { detail: AccountDetail }) {
  const { t } = useTranslation('cab-clubs');
  const locale = useLocale();
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const invalidates = [api.detail, api.list];
  const setActive = useEndpointMutation(api.setActive, { invalidates });
  const endSessions = useEndpointMutation(api.endSessions, { invalidates });
  const { account } = detail;

  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      notify.success();
    } catch (error) {
      notify.refused(error);
    }
  };
  const toggle = async () => {
    if (
      account.active &&
      !(await confirm({
        title: t('accounts.deactivateTitle'),
        message: `${account.name} — ${t('accounts.deactivateHint')}`,
        confirmLabel: t('accounts.deactivate'),
        danger: true,
      }))
    )
      return;
    await act(() => setActive.mutateAsync({ params: { id: account.id }, body: { active: !account.active } }));
  };

  return (
    <CabinetFormPage
      title={account.name}
      trail={[{ title: t('accounts.title'), to: paths.accounts() }]}
      actions={
        <button
          type="button"
          className={account.active ? 'lg-button lg-button--danger' : 'lg-button'}
          onClick={() => void toggle()}
        >
          {account.active ? t('accounts.deactivate') : t('accounts.reactivate')}
        </button>
      }
    >
      {dialog}
      <dl className="cc-facts">
        <dt>{t('accounts.email')}</dt>
        <dd>{account.email}</dd>
        <dt>{t('accounts.state')}</dt>
        <dd>{account.active ? t('accounts.active') : t('accounts.inactive')}</dd>
        <dt>{t('accounts.lastLogin')}</dt>
        <dd>{account.last_login_at ? formatDate(account.last_login_at, 'dayTime', locale) : t('accounts.never')}</dd>
        <dt>{t('accounts.twoFactor')}</dt>
        <dd>{account.two_factor ? t('accounts.on') : t('accounts.off')}</dd>
      </dl>
      <AccountRoleForm account={account} />
      <AccountSessions
        sessions={detail.sessions}
        onEndAll={() => void act(() => endSessions.mutateAsync({ params: { id: account.id } }))}
      />
      <AccountInvitations invitations={detail.invitations} />
      <HistoryPanel entity="account" id={account.id} />
    </CabinetFormPage>
  );
}

export default function AccountPage() {
  const { id } = useParams();
  const detail = useEndpointQuery(api.detail, { params: { id: positiveId(id) ?? 0 } });
  return <PageAsync data={detail}>{(answer) => <Account detail={answer.data} />}</PageAsync>;
}
