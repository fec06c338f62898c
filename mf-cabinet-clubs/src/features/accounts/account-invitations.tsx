// The invitations of an account's e-mail, newest first.
import { useTranslation } from 'react-i18next';
import { enumLabel, formatDate, useLocale } from '@league/shared';
import type { Invitation } from '@league/shared/cabinet';
import { STATE_KEY } from './invitation-state';

export function AccountInvitations({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation('cab-clubs');
  const locale = useLocale();
  return (
    <section className="cc-panel" aria-labelledby="account-invitations">
      <h2 id="account-invitations">{t('accounts.invitations')}</h2>
      {invitations.length === 0 ? (
        <p>{t('accounts.invitationsEmpty')}</p>
      ) : (
        <ul className="cc-list">
          {invitations.map((i) => (
            <li key={i.id}>
              {formatDate(i.created_at, 'dayTime', locale)} · {enumLabel('role', i.role, locale)} ·{' '}
              {t(STATE_KEY[i.state])}
              {i.invited_by ? ` · ${t('accounts.invitedBy')}: ${i.invited_by}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
