// The cabinet account page (/cabinet/account, every signed-in role): the user's open sessions
// (devices) with "end" per session and "end all others", the password change, which ends every
// other session, and — for the roles that get notifications — whether the notifications that
// ask for action are e-mailed too (ADR 0180) and in which language (ADR 0189), and a super_admin's
// two-factor sign-in (ADR 0221), and a team official's signing PIN for match sheets (ADR 0251).
// Everything goes
// through the endpoint objects.
import {
  endpoints,
  errorMessage,
  LOCALES,
  LOCALE_LABELS,
  fieldErrors,
  policyAllows,
  roleAtom,
  useEndpointMutation,
  useEndpointQuery,
  useStoreValue,
  type Locale,
  type Session,
} from '@league/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { accountStrings, type AccountStrings } from './strings';
import { SigningPin, useSigningPinStrings } from './signing-pin';
import { TwoFactor } from './two-factor';
import { twoFactorStrings } from './two-factor-strings';
import './account.css';

function useStrings(): AccountStrings {
  const { i18n } = useTranslation();
  const language = (i18n.language ?? 'kk').slice(0, 2) as keyof typeof accountStrings;
  return accountStrings[language] ?? accountStrings.kk;
}

const fill = (text: string, n: number) => text.replace('{n}', String(n));

function when(iso: string | null, locale: string, unknown: string): string {
  if (!iso) return unknown;
  return new Date(iso).toLocaleString(locale === 'kk' ? 'kk-KZ' : locale === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** A short name for a browser's user agent: "Firefox on Windows". */
export function deviceName(userAgent: string | null, unknown: string): string {
  if (!userAgent) return unknown;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

function Sessions({ s, locale }: { s: AccountStrings; locale: string }) {
  const sessions = useEndpointQuery(endpoints.auth.sessions, {});
  const endOne = useEndpointMutation(endpoints.auth.endSession, { invalidates: [endpoints.auth.sessions] });
  const endOthers = useEndpointMutation(endpoints.auth.endOtherSessions, { invalidates: [endpoints.auth.sessions] });
  const [notice, setNotice] = useState<string | null>(null);

  if (sessions.status === 'loading') return <p aria-busy="true">…</p>;
  if (sessions.status === 'error') return <p role="alert">{errorMessage(sessions.error) ?? s.loadError}</p>;
  const list: Session[] = sessions.data.data;
  const others = list.filter((session) => !session.current);
  return (
    <>
      <ul className="sh-sessions">
        {list.map((session) => (
          <li key={session.id} className="sh-sessions__item" data-current={session.current || undefined}>
            <div>
              <strong>{deviceName(session.user_agent, s.unknown)}</strong>
              {session.current && <span className="sh-sessions__badge"> · {s.current}</span>}
            </div>
            <dl className="sh-sessions__meta">
              <div>
                <dt>{s.started}</dt>
                <dd>{when(session.created_at, locale, s.unknown)}</dd>
              </div>
              <div>
                <dt>{s.lastUsed}</dt>
                <dd>{when(session.last_used_at, locale, s.unknown)}</dd>
              </div>
              <div>
                <dt>{s.address}</dt>
                <dd>{session.ip ?? s.unknown}</dd>
              </div>
            </dl>
            {!session.current && (
              <button
                type="button"
                className="lg-button lg-button--ghost"
                disabled={endOne.isPending}
                onClick={async () => {
                  const answer = await endOne.mutateAsync({ params: { id: session.id } });
                  setNotice(fill(s.ended, answer.data.ended));
                }}
              >
                {s.end}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length === 0 ? (
        <p>{s.none}</p>
      ) : (
        <button
          type="button"
          className="lg-button"
          disabled={endOthers.isPending}
          onClick={async () => {
            const answer = await endOthers.mutateAsync({});
            setNotice(fill(s.ended, answer.data.ended));
          }}
        >
          {s.endOthers}
        </button>
      )}
      {notice && <p role="status">{notice}</p>}
    </>
  );
}

function PasswordForm({ s }: { s: AccountStrings }) {
  const change = useEndpointMutation(endpoints.auth.changePassword, { invalidates: [endpoints.auth.sessions] });
  const [values, setValues] = useState({ current_password: '', new_password: '', new_password_confirmation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    try {
      const answer = await change.mutateAsync({ body: values });
      setValues({ current_password: '', new_password: '', new_password_confirmation: '' });
      setMessage(fill(s.saved, answer.data.ended));
    } catch (error) {
      // What the user typed stays; the server's field errors show under the fields.
      setErrors(fieldErrors(error));
      setMessage(errorMessage(error));
    }
  };
  const field = (name: keyof typeof values, label: string, autoComplete: string) => (
    <div className="lg-field">
      <label htmlFor={`account-${name}`}>{label}</label>
      <input
        id={`account-${name}`}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `account-${name}-error` : undefined}
        onChange={(event) => setValues((old) => ({ ...old, [name]: event.target.value }))}
      />
      {errors[name] && (
        <p id={`account-${name}-error`} className="lg-field__error">
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <form onSubmit={onSubmit} noValidate className="sh-password">
      {field('current_password', s.currentPassword, 'current-password')}
      {field('new_password', s.newPassword, 'new-password')}
      {field('new_password_confirmation', s.confirmPassword, 'new-password')}
      <button type="submit" className="lg-button" disabled={change.isPending}>
        {s.save}
      </button>
      {message && <p role="status">{message}</p>}
    </form>
  );
}

/** The e-mail switch: saved at once; the list in the cabinet stays the record either way. */
function EmailNotifications({ s }: { s: AccountStrings }) {
  const settings = useEndpointQuery(endpoints.notifications.settings, {});
  const save = useEndpointMutation(endpoints.notifications.saveSettings, {
    invalidates: [endpoints.notifications.settings],
  });
  const [message, setMessage] = useState<string | null>(null);
  // What the user chose shows at once; a refused save goes back to the server's value.
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (settings.status === 'loading') return <p aria-busy="true">…</p>;
  if (settings.status === 'error') return <p role="alert">{errorMessage(settings.error) ?? s.emailLoadError}</p>;
  const { email_available: available } = settings.data.data;
  const email = chosen ?? settings.data.data.email;
  return (
    <>
      <label className="sh-email">
        <input
          type="checkbox"
          checked={email}
          disabled={save.isPending}
          onChange={async (event) => {
            const on = event.target.checked;
            setMessage(null);
            setChosen(on);
            try {
              await save.mutateAsync({ body: { email: on } });
              setMessage(on ? s.emailOn : s.emailOff);
            } catch (error) {
              setChosen(null);
              setMessage(errorMessage(error) ?? s.emailSaveError);
            }
          }}
        />
        <span>{s.email}</span>
      </label>
      {!available && <p className="sh-email__hint">{s.emailUnavailable}</p>}
      {message && <p role="status">{message}</p>}
    </>
  );
}

/** The language of the user's e-mail: saved at once; sign-in and the cabinet's switch set it too. */
function MailLanguage({ s }: { s: AccountStrings }) {
  const current = useEndpointQuery(endpoints.auth.language, {});
  const save = useEndpointMutation(endpoints.auth.saveLanguage, { invalidates: [endpoints.auth.language] });
  const [message, setMessage] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Locale | null>(null);
  if (current.status === 'loading') return <p aria-busy="true">…</p>;
  if (current.status === 'error') return <p role="alert">{errorMessage(current.error) ?? s.emailLoadError}</p>;
  const value = chosen ?? current.data.data.language;
  return (
    <div className="lg-field sh-mail-language">
      <label htmlFor="account-mail-language">{s.mailLanguage}</label>
      <select
        id="account-mail-language"
        value={value}
        disabled={save.isPending}
        aria-describedby="account-mail-language-hint"
        onChange={async (event) => {
          const language = event.target.value as Locale;
          setMessage(null);
          setChosen(language);
          try {
            await save.mutateAsync({ body: { language } });
            setMessage(s.mailLanguageSaved);
          } catch (error) {
            setChosen(null);
            setMessage(fieldErrors(error).language ?? errorMessage(error) ?? s.emailSaveError);
          }
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_LABELS[locale]}
          </option>
        ))}
      </select>
      <p id="account-mail-language-hint" className="sh-email__hint">
        {s.mailLanguageHint}
      </p>
      {message && <p role="status">{message}</p>}
    </div>
  );
}

/** One part of the account page: its heading (which names the section) and a line on what it is for. */
function AccountSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{hint}</p>
      {children}
    </section>
  );
}

export function AccountPage() {
  const s = useStrings();
  const { i18n } = useTranslation();
  const locale = (i18n.language ?? 'kk').slice(0, 2);
  const role = useStoreValue(roleAtom);
  const pin = useSigningPinStrings();
  return (
    <div className="sh-account">
      <h1>{s.title}</h1>
      <AccountSection id="account-sessions" title={s.sessions} hint={s.sessionsHint}>
        <Sessions s={s} locale={locale} />
      </AccountSection>
      <AccountSection id="account-password" title={s.password} hint={s.passwordHint}>
        <PasswordForm s={s} />
      </AccountSection>
      {policyAllows('superAdmin', role) && (
        <AccountSection
          id="account-two-factor"
          title={twoFactorStrings[locale as 'kk']?.title ?? twoFactorStrings.kk.title}
          hint={(twoFactorStrings[locale as 'kk'] ?? twoFactorStrings.kk).hint}
        >
          <TwoFactor />
        </AccountSection>
      )}
      {policyAllows('commandAdmin', role) && (
        <AccountSection id="account-signing-pin" title={pin.title} hint={pin.hint}>
          <SigningPin locale={locale} />
        </AccountSection>
      )}
      {policyAllows('notifications', role) && (
        <AccountSection id="account-notifications" title={s.notifications} hint={s.notificationsHint}>
          <EmailNotifications s={s} />
          <MailLanguage s={s} />
        </AccountSection>
      )}
    </div>
  );
}
