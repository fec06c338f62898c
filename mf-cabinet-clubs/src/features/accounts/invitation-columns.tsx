// The invitations table's columns (re-send and revoke on an open or expired one) and its state
// filter.
import { useTranslation } from 'react-i18next';
import { enumLabel, formatDate, useLocale } from '@league/shared';
import type { Column, Invitation, TableState } from '@league/shared/cabinet';
import { TableFilter } from '../../ui/table-filter';
import { STATE_KEY } from './invitation-state';
import { scopeText } from './scope-values';

export function useInvitationColumns({
  onResend,
  onRevoke,
}: {
  onResend: (invitation: Invitation) => Promise<void>;
  onRevoke: (invitation: Invitation) => Promise<void>;
}): Column<Invitation>[] {
  const { t } = useTranslation('cab-clubs');
  const locale = useLocale();
  return [
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
            <button type="button" className="lg-button lg-button--ghost" onClick={() => void onResend(i)}>
              {t('accounts.resend')}
            </button>
            <button type="button" className="lg-button lg-button--danger" onClick={() => void onRevoke(i)}>
              {t('accounts.revoke')}
            </button>
          </span>
        ) : null,
    },
  ];
}

export function InvitationStateFilter({ table }: { table: TableState }) {
  const { t } = useTranslation('cab-clubs');
  return (
    <TableFilter
      table={table}
      name="state"
      label={t('accounts.state')}
      allLabel={t('accounts.all')}
      options={(['open', 'expired', 'accepted', 'revoked'] as const).map((state) => ({
        value: state,
        label: t(STATE_KEY[state]),
      }))}
    />
  );
}
