// An account's open sessions (devices), and ending them all.
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale, type Session } from '@league/shared';

export function AccountSessions({ sessions, onEndAll }: { sessions: Session[]; onEndAll: () => void }) {
  const { t } = useTranslation('cab-clubs');
  const locale = useLocale();
  return (
    <section className="cc-panel" aria-labelledby="account-sessions">
      <h2 id="account-sessions">{t('accounts.sessions')}</h2>
      {sessions.length === 0 ? (
        <p>{t('accounts.noSessions')}</p>
      ) : (
        <>
          <ul className="cc-list">
            {sessions.map((s) => (
              <li key={s.id}>
                <strong>{s.user_agent ?? '—'}</strong>
                <br />
                {t('accounts.started')}: {formatDate(s.created_at, 'dayTime', locale)} · {t('accounts.lastUsed')}:{' '}
                {formatDate(s.last_used_at ?? s.created_at, 'dayTime', locale)} · {t('accounts.address')}: {s.ip ?? '—'}
              </li>
            ))}
          </ul>
          <button type="button" className="lg-button lg-button--ghost" onClick={onEndAll}>
            {t('accounts.endSessions')}
          </button>
        </>
      )}
    </section>
  );
}
