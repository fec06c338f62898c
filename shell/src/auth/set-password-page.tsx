// /cabinet/welcome (an invitation) and /cabinet/password/reset (a reset link): the token comes in
// the address's fragment, the person sets a password and is signed in at their role's home.
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  authAtom,
  callEndpoint,
  endpoints,
  errorMessage,
  fieldErrors,
  LocaleLink,
  ROLE_HOME,
  store,
  useLocalePath,
  usePageMeta,
} from '@league/shared';
import { TextField, useValidator } from '@league/shared/cabinet';
import { registerFor } from '../federation/remotes';
import { linkStrings, type LinkStrings } from './link-strings';
import { FormAlert } from './form-alert';

interface Values {
  password?: string;
  password_confirmation?: string;
  totp_code?: string;
}

export function useLinkStrings(): LinkStrings {
  const { i18n } = useTranslation();
  const language = (i18n.language ?? 'kk').slice(0, 2) as keyof typeof linkStrings;
  return linkStrings[language] ?? linkStrings.kk;
}

const tokenOfHash = () =>
  typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '');

export function SetPasswordPage({ kind }: { kind: 'welcome' | 'reset' }) {
  const s = useLinkStrings();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const title = kind === 'welcome' ? s.welcome : s.resetTitle;
  usePageMeta({ title });
  const passwordRules = useValidator('required');
  const token = tokenOfHash();
  // A reset of an account with two-factor sign-in on asks for its code (ADR 0221).
  const [needsCode, setNeedsCode] = useState(false);

  const onSubmit = async (values: Values) => {
    const body = {
      token,
      password: values.password ?? '',
      password_confirmation: values.password_confirmation ?? '',
      ...(values.totp_code?.trim() ? { totp_code: values.totp_code.trim() } : {}),
    };
    try {
      const answer = await callEndpoint(
        kind === 'welcome' ? endpoints.accounts.acceptInvitation : endpoints.accounts.resetPassword,
        { body },
      );
      store.set(authAtom, { token: answer.data.token, user: answer.data.user });
      await registerFor(answer.data.user.role.slug).catch(() => undefined);
      navigate(lp(ROLE_HOME[answer.data.user.role.slug]), { replace: true });
      return undefined;
    } catch (error) {
      const fields = fieldErrors(error) as Record<string, unknown>;
      if (fields.totp_code) setNeedsCode(true);
      const tokenError = fields.token;
      return { ...fields, [FORM_ERROR]: (tokenError as string) ?? errorMessage(error) ?? s.noToken };
    }
  };

  return (
    <section className="sh-login" aria-labelledby="set-password-title">
      <h1 id="set-password-title">{title}</h1>
      <p>{kind === 'welcome' ? s.welcomeHint : s.resetHint}</p>
      {!token ? (
        <FormAlert message={s.noToken} />
      ) : (
        <Form<Values> onSubmit={onSubmit}>
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate>
              <FormAlert message={submitError} />
              <TextField
                name="password"
                type="password"
                label={s.password}
                autoComplete="new-password"
                validate={passwordRules}
              />
              <TextField
                name="password_confirmation"
                type="password"
                label={s.confirmation}
                autoComplete="new-password"
                validate={passwordRules}
              />
              {needsCode && <TextField name="totp_code" label={s.code} autoComplete="one-time-code" />}
              <button type="submit" className="lg-button sh-login__submit" disabled={submitting}>
                {submitting ? s.saving : s.save}
              </button>
            </form>
          )}
        </Form>
      )}
      <LocaleLink to="/cabinet/login">{s.toLogin}</LocaleLink>
    </section>
  );
}
