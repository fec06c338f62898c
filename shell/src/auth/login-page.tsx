import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  ACCOUNT_PAGES,
  isApiError,
  LocaleLink,
  ROLE_HOME,
  errorMessage,
  fieldErrors,
  useLocalePath,
  usePageMeta,
} from '@league/shared';
import { TextField, useValidator } from '@league/shared/cabinet';
import { registerFor } from '../federation/remotes';
import { login } from './auth-api';
import { safeNext } from './next';
import { useLinkStrings } from './set-password-page';
import { FormAlert } from './form-alert';

interface Values {
  email?: string;
  password?: string;
  /** Asked for once the API says the account signs in with two factors (ADR 0221). */
  totp_code?: string;
}

export function LoginPage() {
  const { t } = useTranslation('common');
  const links = useLinkStrings();
  const [needsCode, setNeedsCode] = useState(false);
  const navigate = useNavigate();
  const lp = useLocalePath();
  const [params] = useSearchParams();
  usePageMeta({ title: t('auth.title') });
  const emailRules = useValidator('required', 'email');
  const passwordRules = useValidator('required');

  const onSubmit = async (values: Values) => {
    try {
      const auth = await login(values.email?.trim() ?? '', values.password ?? '', values.totp_code?.trim());
      await registerFor(auth.user.role.slug).catch((error: unknown) =>
        console.error('[federation] register failed', error),
      );
      // The super_admin goes through the cabinet's root: the first-start checklist while the league sets up.
      const slug = auth.user.role.slug;
      navigate(lp(safeNext(params.get('next')) ?? (slug === 'super_admin' ? '/cabinet' : ROLE_HOME[slug])), {
        replace: true,
      });
      return undefined;
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.totp_code) setNeedsCode(true);
      const message =
        errorMessage(error) ?? (isApiError(error) && !error.response ? t('toast.error') : t('auth.failed'));
      return { ...fields, [FORM_ERROR]: message };
    }
  };

  return (
    <section className="sh-login" aria-labelledby="login-title">
      <h1 id="login-title">{t('auth.title')}</h1>
      <Form<Values> onSubmit={onSubmit}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            <FormAlert message={submitError} />
            <TextField
              name="email"
              type="email"
              label={t('auth.email')}
              autoComplete="username"
              validate={emailRules}
            />
            <TextField
              name="password"
              type="password"
              label={t('auth.password')}
              autoComplete="current-password"
              validate={passwordRules}
            />
            {needsCode && <TextField name="totp_code" label={links.code} autoComplete="one-time-code" />}
            <button type="submit" className="lg-button sh-login__submit" disabled={submitting}>
              {submitting ? t('auth.submitting') : t('auth.submit')}
            </button>
          </form>
        )}
      </Form>
      <LocaleLink to={ACCOUNT_PAGES.forgotPassword}>{links.forgotLink}</LocaleLink>
      <LocaleLink to="/">{t('auth.backToSite')}</LocaleLink>
    </section>
  );
}
