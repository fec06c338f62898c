// A team official's signing PIN (ADR 0251): whether one is set, and a form to set or change it
// with the current password. The PIN itself is never shown back; the server's refusals (not six
// digits, a wrong password) stay on their fields.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints, errorMessage, fieldErrors, useEndpointMutation, useEndpointQuery } from '@league/shared';
import { signingPinStrings, type SigningPinStrings } from './signing-pin-strings';

export function useSigningPinStrings(): SigningPinStrings {
  const { i18n } = useTranslation();
  const language = (i18n.language ?? 'kk').slice(0, 2) as keyof typeof signingPinStrings;
  return signingPinStrings[language] ?? signingPinStrings.kk;
}

export function SigningPin({ locale }: { locale: string }) {
  const s = useSigningPinStrings();
  const state = useEndpointQuery(endpoints.auth.signingPin, {});
  const save = useEndpointMutation(endpoints.auth.setSigningPin, {
    invalidates: [endpoints.auth.signingPin],
  });
  const [values, setValues] = useState({ pin: '', current_password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  if (state.status === 'loading') return <p aria-busy="true">…</p>;
  if (state.status === 'error') return <p role="alert">{errorMessage(state.error) ?? s.loadError}</p>;
  const { set, updated_at: updated } = state.data.data;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    try {
      await save.mutateAsync({ body: values });
      setValues({ pin: '', current_password: '' });
      setMessage(s.saved);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setMessage(errorMessage(error));
    }
  };
  const field = (name: keyof typeof values, label: string, extra: Record<string, string | number>) => (
    <div className="lg-field">
      <label htmlFor={`signing-${name}`}>{label}</label>
      <input
        id={`signing-${name}`}
        type="password"
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `signing-${name}-error` : undefined}
        onChange={(event) => setValues((old) => ({ ...old, [name]: event.target.value }))}
        {...extra}
      />
      {errors[name] && (
        <p id={`signing-${name}-error`} className="lg-field__error">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const date =
    updated &&
    new Date(updated).toLocaleDateString(locale === 'kk' ? 'kk-KZ' : locale === 'ru' ? 'ru-RU' : 'en-GB', {
      dateStyle: 'medium',
    });
  return (
    <>
      <p className="sh-pin__state">{set ? s.set.replace('{date}', date ?? '') : s.unset}</p>
      <form onSubmit={onSubmit} noValidate className="sh-password" aria-label={s.title}>
        {field('pin', s.pin, { inputMode: 'numeric', autoComplete: 'off', maxLength: 6 })}
        {field('current_password', s.password, { autoComplete: 'current-password' })}
        <button type="submit" className="lg-button" disabled={save.isPending}>
          {s.save}
        </button>
        {message && <p role="status">{message}</p>}
      </form>
    </>
  );
}
