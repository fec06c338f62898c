// Two-factor sign-in of a super_admin's own account (ADR 0221): off → a new secret for the
// authenticator app and its current code to confirm → ten recovery codes shown once; on → how
// many recovery codes are left, and turning it off with the password.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints, errorMessage, fieldErrors, useEndpointMutation, useEndpointQuery } from '@league/shared';
import { twoFactorStrings, type TwoFactorStrings } from './two-factor-strings';

function useStrings(): TwoFactorStrings {
  const { i18n } = useTranslation();
  const language = (i18n.language ?? 'kk').slice(0, 2) as keyof typeof twoFactorStrings;
  return twoFactorStrings[language] ?? twoFactorStrings.kk;
}

function CodeForm({
  label,
  name,
  submit,
  onSubmit,
  type = 'text',
}: {
  label: string;
  name: string;
  submit: string;
  type?: string;
  onSubmit: (value: string) => Promise<void>;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(value);
      setValue('');
    } catch (failure) {
      setError(fieldErrors(failure)[name] ?? errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={send} noValidate className="sh-password">
      <div className="lg-field">
        <label htmlFor={`two-factor-${name}`}>{label}</label>
        <input
          id={`two-factor-${name}`}
          type={type}
          autoComplete={type === 'password' ? 'current-password' : 'one-time-code'}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `two-factor-${name}-error` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {error && (
          <p id={`two-factor-${name}-error`} className="lg-field__error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="lg-button" disabled={busy}>
        {submit}
      </button>
    </form>
  );
}

export function TwoFactor() {
  const s = useStrings();
  const api = endpoints.accounts;
  const state = useEndpointQuery(api.twoFactor, {});
  const setup = useEndpointMutation(api.twoFactorSetup, {});
  const enable = useEndpointMutation(api.twoFactorEnable, { invalidates: [api.twoFactor] });
  const disable = useEndpointMutation(api.twoFactorDisable, { invalidates: [api.twoFactor] });
  const [secret, setSecret] = useState<{ secret: string; otpauth_url: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (state.status !== 'success') return <p aria-busy="true">…</p>;
  const { enabled, recovery_codes_left: left } = state.data.data;
  return (
    <>
      <p role="status">{enabled ? s.on.replace('{n}', String(left)) : s.off}</p>
      {codes && (
        <div className="sh-recovery">
          <p>{s.codes}</p>
          <ul>
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {enabled ? (
        <CodeForm
          label={s.password}
          name="password"
          type="password"
          submit={s.turnOff}
          onSubmit={async (password) => {
            await disable.mutateAsync({ body: { password } });
            setCodes(null);
          }}
        />
      ) : secret ? (
        <>
          <p>
            {s.secret} <code>{secret.secret}</code> — <a href={secret.otpauth_url}>otpauth://</a>
          </p>
          <CodeForm
            label={s.code}
            name="code"
            submit={s.confirm}
            onSubmit={async (code) => {
              setCodes((await enable.mutateAsync({ body: { code } })).data.recovery_codes);
              setSecret(null);
            }}
          />
        </>
      ) : (
        <button
          type="button"
          className="lg-button"
          disabled={setup.isPending}
          onClick={async () => setSecret((await setup.mutateAsync({})).data)}
        >
          {s.start}
        </button>
      )}
    </>
  );
}
