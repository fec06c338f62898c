// /feedback: name, phone, optional e-mail and a message (spec §5 rules, checked on blur and
// change). Sent as multipart with the phone's spaces removed. Server field errors land on the
// fields and what the user typed stays; success shows a toast and empties the form.
import { FORM_ERROR, type FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors, FEEDBACK_LIMITS, showToast, useHydrated } from '@league/shared';
import { TextField, useValidator } from '@league/shared/cabinet';
import { SectionPage } from '../../ui/page';
import { sendFeedback, type FeedbackValues } from './api';
import { paths } from '../../paths';

export default function FeedbackPage() {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation('common');
  const nameRule = useValidator('required', { rule: 'max', length: FEEDBACK_LIMITS.name });
  const phoneRule = useValidator('required', 'phone');
  const emailRule = useValidator('email', { rule: 'max', length: FEEDBACK_LIMITS.email });
  const textRule = useValidator('required', { rule: 'max', length: FEEDBACK_LIMITS.text });

  const onSubmit = async (values: FeedbackValues, form: FormApi<FeedbackValues>) => {
    try {
      await sendFeedback(values);
    } catch (error) {
      const fields = fieldErrors(error);
      const message = errorMessage(error) ?? tc('toast.error');
      if (Object.keys(fields).length === 0) showToast(message, 'error');
      return { ...fields, [FORM_ERROR]: message };
    }
    showToast(t('feedback.sent'), 'success');
    // After final-form has finished this submit: empty values, no "touched" errors.
    setTimeout(() => form.restart(), 0);
    return undefined;
  };

  const hydrated = useHydrated();
  return (
    // The form waits for the scripts (disabled until then): they start with the page.
    <SectionPage section="feedback" slug={paths.feedback()} scriptsAtLoad>
      <div className="pub-narrow">
        <p>{t('feedback.intro')}</p>
        <Form<FeedbackValues> onSubmit={onSubmit}>
          {({ handleSubmit, submitting }) => (
            <form className="lg-card" noValidate onSubmit={handleSubmit}>
              {/* Disabled in the server's HTML until the scripts take over: nothing typed is lost. */}
              <fieldset className="pub-bare-fieldset" disabled={!hydrated}>
                <TextField
                  name="name"
                  label={t('feedback.name')}
                  validate={nameRule}
                  autoComplete="name"
                  maxLength={FEEDBACK_LIMITS.name}
                />
                <TextField
                  name="phone"
                  label={t('feedback.phone')}
                  validate={phoneRule}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  hint={t('feedback.phoneHint')}
                  maxLength={32}
                />
                <TextField
                  name="email"
                  label={t('feedback.email')}
                  validate={emailRule}
                  type="email"
                  autoComplete="email"
                  maxLength={FEEDBACK_LIMITS.email}
                />
                <TextField name="text" label={t('feedback.text')} validate={textRule} multiline />
                <button type="submit" className="lg-button" disabled={submitting}>
                  {submitting ? t('feedback.sending') : t('feedback.submit')}
                </button>
              </fieldset>
            </form>
          )}
        </Form>
      </div>
    </SectionPage>
  );
}
