// Success and error notifications of spec §8 as translated toasts. The store keeps one toast,
// so a new notification replaces the one on screen.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotifyKey } from '../i18n/kit';
import { errorMessage, showToast, type Toast } from '@league/shared';

export type { NotifyKey };

export interface Notify {
  /** 'Completed successfully', or the message of `key`. */
  success(key?: NotifyKey): Toast;
  /** 'An error has occurred', or the message of `key`. */
  error(key?: NotifyKey): Toast;
  /** A refused write: the API's message, or 'An error has occurred' when it gives none. */
  refused(error: unknown): Toast;
}

export function useNotify(): Notify {
  const { t } = useTranslation('common');
  return useMemo(() => {
    const error = (key?: NotifyKey) => showToast(t(key ? `notify.${key}` : 'toast.error'), 'error');
    return {
      success: (key) => showToast(t(key ? `notify.${key}` : 'toast.success'), 'success'),
      error,
      refused: (refusal) => {
        const message = errorMessage(refusal);
        return message ? showToast(message, 'error') : error();
      },
    };
  }, [t]);
}
