// A cabinet form on react-final-form: the submit button is disabled while saving; a failed
// save keeps everything typed, puts the server's `data.errors` on their fields (and moves the
// focus to the first one), or shows an error toast when the error is not about fields; a
// successful save shows a success toast; leaving with unsaved changes asks first.
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Form, useFormState, type FormRenderProps } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors, LocaleLink } from '@league/shared';
import { useNotify, type NotifyKey } from './use-notify';
import { UnsavedChangesGuard } from './unsaved-guard';

export interface CabinetFormProps<V extends object> {
  onSubmit: (values: V, form: FormApi<V>) => unknown;
  /** Runs after a successful save (navigate away here: the form no longer counts as unsaved). */
  onSuccess?: (result: unknown, values: V) => void;
  initialValues?: Partial<V>;
  /** Form-level check across fields. */
  validate?: (values: V) => Record<string, string> | undefined;
  /** The success toast: a spec §8 message, true for 'Completed successfully', false for none. */
  success?: NotifyKey | boolean;
  /** The error toast when the failure is not about fields (default 'An error has occurred'). */
  failure?: NotifyKey;
  submitLabel?: string;
  /** A "Cancel" link next to Save: where it leads, and its label. */
  cancel?: { to: string; label: string };
  /** More buttons next to Save (Delete …), after the cancel link. */
  actions?: ReactNode;
  /** Ask before leaving with unsaved changes (default true). */
  warnUnsaved?: boolean;
  /** Names the form for assistive technology. */
  label?: string;
  className?: string;
  children: ReactNode | ((props: FormRenderProps<V>) => ReactNode);
}

export function CabinetForm<V extends object>({
  onSubmit,
  onSuccess,
  initialValues,
  validate,
  success = true,
  failure,
  submitLabel,
  cancel,
  actions,
  warnUnsaved = true,
  label,
  className,
  children,
}: CabinetFormProps<V>) {
  const { t } = useTranslation('common');
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (values: V, form: FormApi<V>): Promise<SubmissionErrors> => {
    let result: unknown;
    try {
      result = await onSubmit(values, form);
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) {
        return { ...fields, [FORM_ERROR]: errorMessage(error) ?? undefined };
      }
      notify.error(failure);
      return { [FORM_ERROR]: t(failure ? `notify.${failure}` : 'toast.error') };
    }
    if (success) notify.success(success === true ? undefined : success);
    onSuccess?.(result, values);
    return undefined;
  };

  return (
    <Form<V> onSubmit={submit} initialValues={initialValues} validate={validate as never}>
      {(props) => {
        const { handleSubmit, submitting, submitError, hasValidationErrors, form } = props;
        const fieldsFailed = submitError && !hasValidationErrors && Object.keys(props.submitErrors ?? {}).some((key) => key !== FORM_ERROR);
        return (
          <form ref={formRef} className={['lg-form', className ?? ''].filter(Boolean).join(' ')} aria-label={label} onSubmit={handleSubmit} noValidate>
            {fieldsFailed && (
              <p className="lg-form__error" role="alert">
                {submitError as string}
              </p>
            )}
            {typeof children === 'function' ? children(props) : children}
            <div className="lg-form__actions">
              <button type="submit" className="lg-button" disabled={submitting} aria-busy={submitting || undefined}>
                {submitting ? t('form.saving') : (submitLabel ?? t('form.save'))}
              </button>
              {cancel && (
                <LocaleLink className="lg-button lg-button--ghost" to={cancel.to}>
                  {cancel.label}
                </LocaleLink>
              )}
              {actions}
            </div>
            <FocusFirstServerError form={formRef} />
            {warnUnsaved && (
              <UnsavedChangesGuard
                shouldBlock={() => {
                  const state = form.getState();
                  return Boolean(state.dirty && !state.submitting && !(state.submitSucceeded && !state.dirtySinceLastSubmit));
                }}
              />
            )}
          </form>
        );
      }}
    </Form>
  );
}

/** Once the server's field errors are drawn, takes the user to the first one. */
function FocusFirstServerError({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitErrors } = useFormState({ subscription: { submitErrors: true } });
  useEffect(() => {
    if (submitErrors && Object.keys(submitErrors).some((key) => key !== FORM_ERROR)) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [submitErrors, form]);
  return null;
}
