// A cabinet form on react-final-form: the submit button is disabled while saving; a failed
// save keeps everything typed, puts the server's `data.errors` on their fields (and moves the
// focus to the first one, or to a warning that asks for a decision), or shows an error toast
// when the error is not about fields; a successful save shows a success toast; leaving with
// unsaved changes asks first. The browser's own validation is off (`noValidate`): the fields
// check with the app's messages.
import { FORM_ERROR, setIn, type FormApi, type SubmissionErrors } from 'final-form';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Form, useFormState, type FormRenderProps } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors, showToast } from '@league/shared';
import { FormActions } from './form-actions';
import { useSteady } from './steady';
import { useNotify, type NotifyKey } from './use-notify';
import { UnsavedChangesGuard } from './unsaved-guard';

/** What a failed save says above the form: the server's message and the errors no field of the form can show. */
interface FormFailure {
  message?: string;
  others: string[];
  /** Refused for its fields (else a failure the toast tells). */
  aboutFields: boolean;
}

/** How many decision notices the form shows: while one does, it speaks for the refusal. */
const DecisionCount = createContext<((change: 1 | -1) => void) | null>(null);

const pathOf = (name: string) => name.replace(/\[(\w+)\]/g, '.$1');

/**
 * Starts a kit form again from `values`, dropping what was typed: the kit keeps typed values when
 * its initial values change (a late or refetched answer), so a form that means to start over —
 * the next protocol event after a save — says so.
 */
export function restartForm<V extends object>(form: FormApi<V>, values: Partial<V>): void {
  form.setConfig('keepDirtyOnReinitialize', false);
  form.restart(values);
  form.setConfig('keepDirtyOnReinitialize', true);
}

/**
 * Puts each server error on a field of the form: the field named by `errorFields`, else the
 * field of the same path ('referees.main' is `referees.main`, 'colors.1' is `colors[1]`), else
 * the first field under it ('colors' → `colors[0]`). What has no field is returned apart.
 */
export function placeServerErrors(
  errors: Record<string, string>,
  registered: string[],
  errorFields: Record<string, string> = {},
): { placed: object; others: string[] } {
  const byPath = new Map(registered.map((name) => [pathOf(name), name]));
  let placed: object = {};
  const others: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    const path = pathOf(key);
    const name =
      errorFields[key] ?? byPath.get(path) ?? registered.find((candidate) => pathOf(candidate).startsWith(`${path}.`));
    if (name) placed = setIn(placed, name, message);
    else if (!others.includes(message)) others.push(message);
  }
  return { placed, others };
}

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
  /** A refusal not about fields says the server's message in the toast, when it has one (else `failure`). */
  serverFailure?: boolean;
  submitLabel?: string;
  /** The submit does something that cannot be undone (a red button). */
  danger?: boolean;
  /** A "Cancel" link next to Save: where it leads, and its label. */
  cancel?: { to: string; label: string };
  /** More buttons next to Save (Delete …), after the cancel link. */
  actions?: ReactNode;
  /** What comes after the buttons, with the form's state (a preview of what the submit made). */
  renderAfter?: (props: FormRenderProps<V>) => ReactNode;
  /** Ask before leaving with unsaved changes (default true). */
  warnUnsaved?: boolean;
  /** Names the form for assistive technology. */
  label?: string;
  /** Server error keys that land on a field of another name ({ api_key: 'field.name' }). */
  errorFields?: Record<string, string>;
  className?: string;
  children: ReactNode | ((props: FormRenderProps<V>) => ReactNode);
}

/**
 * The form's save: on success the success toast and `onSuccess`; on a failure about fields the
 * server's errors on their fields, else the error toast.
 */
function useFormSubmit<V extends object>({
  onSubmit,
  onSuccess,
  success,
  failure,
  serverFailure,
  errorFields,
}: Pick<CabinetFormProps<V>, 'onSubmit' | 'onSuccess' | 'success' | 'failure' | 'serverFailure' | 'errorFields'>) {
  const { t } = useTranslation('common');
  const notify = useNotify();

  return async (values: V, form: FormApi<V>): Promise<SubmissionErrors> => {
    let result: unknown;
    try {
      result = await onSubmit(values, form);
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) {
        const { placed, others } = placeServerErrors(fields, form.getRegisteredFields(), errorFields);
        const message = errorMessage(error) ?? undefined;
        const said: FormFailure = { message, others: others.filter((other) => other !== message), aboutFields: true };
        return { ...placed, [FORM_ERROR]: said };
      }
      const refusal = serverFailure ? errorMessage(error) : null;
      if (refusal) showToast(refusal, 'error');
      else notify.error(failure);
      const said: FormFailure = {
        message: t(failure ? `notify.${failure}` : 'toast.error'),
        others: [],
        aboutFields: false,
      };
      return { [FORM_ERROR]: said };
    }
    if (success) notify.success(success === true ? undefined : success);
    onSuccess?.(result, values);
    return undefined;
  };
}

export function CabinetForm<V extends object>({
  onSubmit,
  onSuccess,
  initialValues,
  validate,
  success = true,
  failure,
  serverFailure = false,
  submitLabel,
  danger = false,
  cancel,
  actions,
  renderAfter,
  warnUnsaved = true,
  label,
  errorFields,
  className,
  children,
}: CabinetFormProps<V>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [decisions, setDecisions] = useState(0);
  /** Counts the saves the fields' own checks refused (nothing was sent): each brings the first field in error to the user. */
  const [refused, setRefused] = useState(0);
  const countDecision = useCallback((change: 1 | -1) => setDecisions((count) => count + change), []);
  const submit = useFormSubmit({ onSubmit, onSuccess, success, failure, serverFailure, errorFields });

  return (
    // Initial values that arrive or change while the user types (a list of options loaded late, a
    // refetch) never take away what they typed: only untouched fields follow them.
    <Form<V> onSubmit={submit} initialValues={initialValues} validate={validate as never} keepDirtyOnReinitialize>
      {(props) => {
        const { handleSubmit, submitting, form } = props;
        const send = (event: FormEvent<HTMLFormElement>) => {
          const sent = handleSubmit(event);
          if (form.getState().hasValidationErrors) setRefused((count) => count + 1);
          return sent;
        };
        return (
          <form
            ref={formRef}
            className={['lg-form', className ?? ''].filter(Boolean).join(' ')}
            aria-label={label}
            onSubmit={send}
            noValidate
          >
            {decisions === 0 && <FormFailureNote />}
            <DecisionCount.Provider value={countDecision}>
              {typeof children === 'function' ? children(props) : children}
            </DecisionCount.Provider>
            <FormActions
              submitting={submitting}
              submitLabel={submitLabel}
              danger={danger}
              cancel={cancel}
              actions={actions}
            />
            {renderAfter?.(props)}
            <FocusFirstServerError form={formRef} />
            <FocusFirstFieldError form={formRef} refused={refused} />
            {warnUnsaved && (
              <UnsavedChangesGuard
                shouldBlock={() => {
                  const state = form.getState();
                  return Boolean(
                    state.dirty && !state.submitting && !(state.submitSucceeded && !state.dirtySinceLastSubmit),
                  );
                }}
              />
            )}
          </form>
        );
      }}
    </Form>
  );
}

/**
 * A warning the user must decide on before the form can be saved (a likely duplicate, and the
 * "save anyway" box as `children`): when a save is refused it is brought into view and focused,
 * named by its message. While it is shown it speaks for the refusal: the general message above
 * the form, which would repeat it, is not shown.
 */
export function DecisionNotice({ message, children }: { message: ReactNode; children?: ReactNode }) {
  const id = useId();
  const count = useContext(DecisionCount);
  useEffect(() => {
    count?.(1);
    return () => count?.(-1);
  }, [count]);
  return (
    <div className="lg-decision" role="group" aria-labelledby={id} tabIndex={-1} data-decision="">
      <div id={id} className="lg-decision__message" role="alert">
        {message}
      </div>
      {children}
    </div>
  );
}

/**
 * The server's message above the fields after a save refused for its fields (with the errors no
 * field shows), until the next save: it does not come and go with the fields' own checks, so
 * nothing below it moves while the user corrects them.
 */
function FormFailureNote() {
  const { submitErrors } = useFormState({ subscription: { submitErrors: true } });
  const failure = submitErrors?.[FORM_ERROR] as FormFailure | undefined;
  const shown = useSteady(failure?.aboutFields ? failure : undefined);
  if (!shown || (!shown.message && shown.others.length === 0)) return null;
  return (
    <div className="lg-form__error" role="alert">
      {shown.message && <p>{shown.message}</p>}
      {shown.others.length > 0 && (
        <ul>
          {shown.others.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Once the server's field errors are drawn, takes the user to what needs them: a warning that
 * asks for a decision (`data-decision`, e.g. a likely duplicate), brought into view from its
 * start, else the first field in error.
 */
function FocusFirstServerError({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitErrors } = useFormState({ subscription: { submitErrors: true } });
  useEffect(() => {
    if (!(submitErrors?.[FORM_ERROR] as FormFailure | undefined)?.aboutFields) return;
    const decision = form.current?.querySelector<HTMLElement>('[data-decision]');
    if (decision) {
      decision.scrollIntoView?.({ block: 'start' });
      decision.focus({ preventScroll: true });
      return;
    }
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitErrors, form]);
  return null;
}

/**
 * After a save the fields' own checks refused (nothing was sent), takes the user to the first
 * field in error: on a long form Save is at its foot, and the message may be a screen above it.
 */
function FocusFirstFieldError({ form, refused }: { form: RefObject<HTMLFormElement | null>; refused: number }) {
  useEffect(() => {
    if (refused === 0) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: 'center' });
  }, [refused, form]);
  return null;
}
