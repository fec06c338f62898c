// An accessible confirmation modal: labelled, focus moved in and kept inside, Escape and
// Cancel close it, and focus goes back to whatever opened it.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDialogKeys } from './dialog-keys';

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
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef(onCancel);
  useEffect(() => {
    cancelRef.current = onCancel;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Cancel is the safe default: Enter right after opening must not confirm by accident.
    cancelButton.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  useDialogKeys(panel, open, () => cancelRef.current());

  if (!open) return null;

  return createPortal(
    <div className="lg-dialog-backdrop">
      <div
        ref={panel}
        className="lg-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={message ? `${id}-text` : undefined}
      >
        <h2 id={`${id}-title`} className="lg-dialog__title">
          {title ?? t('dialog.title')}
        </h2>
        {message && (
          <div id={`${id}-text`} className="lg-dialog__text">
            {message}
          </div>
        )}
        <div className="lg-dialog__actions">
          <button ref={cancelButton} type="button" className="lg-button lg-button--ghost" onClick={onCancel}>
            {cancelLabel ?? t('dialog.cancel')}
          </button>
          <button type="button" className={`lg-button${danger ? ' lg-button--danger' : ''}`} onClick={onConfirm}>
            {confirmLabel ?? t('dialog.confirm')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
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
