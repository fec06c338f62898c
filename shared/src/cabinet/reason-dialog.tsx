// A decision that needs its reason (rejecting applications, refusing an entry request): a modal
// whose reason is a field of a form. An empty reason (when required) or the server's refusal
// stays on that field, translated, and the dialog stays open until the decision is stored; then
// the success message. Focus moves into the reason and stays inside the dialog (Tab wraps),
// Escape and Cancel close it, and focus goes back to whatever opened it.
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CabinetForm, type CabinetFormProps } from './cabinet-form';
import { DialogFrame } from './dialog-frame';
import { TextareaField } from './fields';

export interface ReasonDialogOptions {
  title: string;
  /** What the decision does, under the title. */
  text?: ReactNode;
  reasonLabel: string;
  submitLabel: string;
  cancelLabel?: string;
  maxLength: number;
  /** The reason must be given (checked on the field before anything is sent). */
  required?: boolean;
  /** The success message: a key of the spec's messages, or true for the generic one. */
  success?: CabinetFormProps<{ reason?: string }>['success'];
}

export interface ReasonDialogProps extends ReasonDialogOptions {
  /** Stores the decision with the trimmed reason; a refusal keeps the dialog open. */
  onSubmit: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

export function ReasonDialog({
  title,
  text,
  reasonLabel,
  submitLabel,
  cancelLabel,
  maxLength,
  required,
  success = true,
  onSubmit,
  onDone,
  onCancel,
}: ReasonDialogProps) {
  const { t } = useTranslation('common');
  return (
    <DialogFrame
      open
      title={title}
      text={text}
      textTag="p"
      focusFirst={(panel) => panel?.querySelector<HTMLTextAreaElement>('textarea')?.focus()}
      onEscape={onCancel}
    >
      <CabinetForm<{ reason?: string }>
        label={title}
        initialValues={{}}
        onSubmit={(values) => onSubmit((values.reason ?? '').trim())}
        onSuccess={onDone}
        success={success}
        submitLabel={submitLabel}
        danger
        warnUnsaved={false}
        actions={
          <button type="button" className="lg-button lg-button--ghost" onClick={onCancel}>
            {cancelLabel ?? t('dialog.cancel')}
          </button>
        }
      >
        <TextareaField
          name="reason"
          label={reasonLabel}
          rows={3}
          maxLength={maxLength}
          rules={required ? ['required'] : undefined}
        />
      </CabinetForm>
    </DialogFrame>
  );
}

/**
 * A promise-based reason dialog: render `dialog` once, then `await ask(options, save)`. Resolves
 * true once `save(reason)` succeeded, false when cancelled.
 */
export function useReasonDialog(): {
  ask: (options: ReasonDialogOptions, save: (reason: string) => Promise<unknown>) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [asked, setAsked] = useState<{
    options: ReasonDialogOptions;
    save: (reason: string) => Promise<unknown>;
    resolve: (done: boolean) => void;
  } | null>(null);
  const ask = useCallback(
    (options: ReasonDialogOptions, save: (reason: string) => Promise<unknown>) =>
      new Promise<boolean>((resolve) => setAsked({ options, save, resolve })),
    [],
  );
  const close = useCallback(
    (done: boolean) => {
      asked?.resolve(done);
      setAsked(null);
    },
    [asked],
  );
  return {
    ask,
    dialog: asked ? (
      <ReasonDialog {...asked.options} onSubmit={asked.save} onDone={() => close(true)} onCancel={() => close(false)} />
    ) : null,
  };
}
