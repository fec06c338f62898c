// Rejecting applications asks for the reason in a dialog whose reason is a field of a form: an
// empty reason (the field's own check) or the server's refusal stays on that field, translated, and
// the dialog stays open until the rejection is stored (then the spec's success message).
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CabinetForm, REJECT_REASON_MAX, TextareaField } from '@league/shared/cabinet';

interface Asked {
  save: (reason: string) => Promise<unknown>;
  resolve: (done: boolean) => void;
}

/** `ask(save)` opens the dialog; it resolves true once `save(reason)` succeeded, false when cancelled. */
export function useRejectDialog(): { ask: (save: (reason: string) => Promise<unknown>) => Promise<boolean>; dialog: ReactNode } {
  const [asked, setAsked] = useState<Asked | null>(null);
  const ask = useCallback((save: (reason: string) => Promise<unknown>) => new Promise<boolean>((resolve) => setAsked({ save, resolve })), []);
  const close = useCallback(
    (done: boolean) => {
      asked?.resolve(done);
      setAsked(null);
    },
    [asked],
  );
  return { ask, dialog: asked ? <RejectDialog onSubmit={asked.save} onDone={() => close(true)} onCancel={() => close(false)} /> : null };
}

function RejectDialog({ onSubmit, onDone, onCancel }: { onSubmit: (reason: string) => Promise<unknown>; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('cab-tournaments');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
    const node = panel.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCancel();
      }
    };
    node?.addEventListener('keydown', onKeyDown);
    return () => {
      node?.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [onCancel]);
  return createPortal(
    <div className="lg-dialog-backdrop">
      <div ref={panel} className="lg-dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <h2 id={`${id}-title`} className="lg-dialog__title">
          {t('applications.rejectTitle')}
        </h2>
        <p id={`${id}-text`} className="lg-dialog__text">
          {t('applications.rejectText')}
        </p>
        <CabinetForm<{ reason?: string }>
          label={t('applications.rejectTitle')}
          initialValues={{}}
          onSubmit={(values) => onSubmit((values.reason ?? '').trim())}
          onSuccess={onDone}
          success="applicationRejected"
          submitLabel={t('applications.reject')}
          danger
          warnUnsaved={false}
          actions={
            <button type="button" className="lg-button lg-button--ghost" onClick={onCancel}>
              {tc('dialog.cancel')}
            </button>
          }
        >
          <TextareaField name="reason" label={t('applications.rejectReason')} rows={3} maxLength={REJECT_REASON_MAX} rules={['required']} />
        </CabinetForm>
      </div>
    </div>,
    document.body,
  );
}
