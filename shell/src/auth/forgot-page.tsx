// /cabinet/password/forgot: an e-mail address in, the same answer whatever it is (the API never
// says whether an account has it).
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { callEndpoint, endpoints, errorMessage, fieldErrors, LocaleLink, usePageMeta } from '@league/shared';
import { TextField, useValidator } from '@league/shared/cabinet';
import { useLinkStrings } from './set-password-page';
import { FormAlert } from './form-alert';

export function ForgotPasswordPage() {
  const s = useLinkStrings();
  usePageMeta({ title: s.forgotTitle });
  const emailRules = useValidator('required', 'email');
  const [sent, setSent] = useState(false);

  const onSubmit = async (values: { email?: string }) => {
    try {
      await callEndpoint(endpoints.accounts.forgotPassword, { body: { email: values.email?.trim() ?? '' } });
      setSent(true);
      return undefined;
    } catch (error) {
      return { ...fieldErrors(error), [FORM_ERROR]: errorMessage(error) ?? '' };
    }
  };

  return (
    <section className="sh-login" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{s.forgotTitle}</h1>
      {sent ? (
        <p role="status">{s.sent}</p>
      ) : (
        <>
          <p>{s.forgotHint}</p>
          <Form<{ email?: string }> onSubmit={onSubmit}>
            {({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate>
                <FormAlert message={submitError} />
                <TextField name="email" type="email" label={s.email} autoComplete="username" validate={emailRules} />
                <button type="submit" className="lg-button sh-login__submit" disabled={submitting}>
                  {s.send}
                </button>
              </form>
            )}
          </Form>
        </>
      )}
      <LocaleLink to="/cabinet/login">{s.toLogin}</LocaleLink>
    </section>
  );
}
