// Success and error notifications of spec §8 as translated toasts. The store keeps one toast,
// so a new notification replaces the one on screen.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotifyKey } from '../i18n/kit';
import { showToast, type Toast } from '@league/shared';

export type { NotifyKey };

export interface Notify {
  /** 'Completed successfully', or the message of `key`. */
  success(key?: NotifyKey): Toast;
  /** 'An error has occurred', or the message of `key`. */
  error(key?: NotifyKey): Toast;
}

export function useNotify(): Notify {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      success: (key) => showToast(t(key ? `notify.${key}` : 'toast.success'), 'success'),
      error: (key) => showToast(t(key ? `notify.${key}` : 'toast.error'), 'error'),
    }),
    [t],
  );
}
