import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, toastAtom, useStoreValue } from '../store';

/** Shows the one current toast; it hides itself after a few seconds. */
export function ToastView({ timeoutMs = 5000 }: { timeoutMs?: number }) {
  const toast = useStoreValue(toastAtom);
  const { t } = useTranslation('common');
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismissToast(toast.id), timeoutMs);
    return () => clearTimeout(timer);
  }, [toast, timeoutMs]);
  if (!toast) return null;
  return (
    <div
      className={`lg-toast lg-toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      aria-live="polite"
    >
      <span>{toast.message}</span>
      <button type="button" aria-label={t('toast.close')} onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </div>
  );
}
