// A refused write as the cabinet says it: the API's message in an error toast, or the common
// error when it gives none.
import { useCallback } from 'react';
import { errorMessage, showToast } from '@league/shared';
import { useNotify } from '@league/shared/cabinet';

/** Says why a write was refused: the API's message, or the common error when it gives none. */
export function useShowRefusal(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const message = errorMessage(error);
      if (message) showToast(message, 'error');
      else notify.error();
    },
    [notify],
  );
}
