// An accessible confirmation modal: labelled, focus moved in and kept inside, Escape and
// Cancel close it, and focus goes back to whatever opened it.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from './dialog-frame';

export interface ConfirmOptions {
  title?: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const cancelButton = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      open={open}
      title={title ?? t('dialog.title')}
      text={message}
      // Cancel is the safe default: Enter right after opening must not confirm by accident.
      focusFirst={() => cancelButton.current?.focus()}
      onEscape={onCancel}
    >
      <div className="lg-dialog__actions">
        <button ref={cancelButton} type="button" className="lg-button lg-button--ghost" onClick={onCancel}>
          {cancelLabel ?? t('dialog.cancel')}
        </button>
        <button type="button" className={`lg-button${danger ? ' lg-button--danger' : ''}`} onClick={onConfirm}>
          {confirmLabel ?? t('dialog.confirm')}
        </button>
      </div>
    </DialogFrame>
  );
}

/**
 * A promise-based confirmation: render `dialog` once, then `if (await confirm({...}))`.
 * Resolves true on Confirm, false on Cancel or Escape.
 */
export function useConfirm(): { confirm: (options?: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<{ options: ConfirmOptions; resolve: (value: boolean) => void } | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => {
        setPending({ options, resolve });
      }),
    [],
  );
  const close = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      {...pending?.options}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    />
  );
  return { confirm, dialog };
}
