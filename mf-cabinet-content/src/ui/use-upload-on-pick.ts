// Sending a file as soon as it is picked (an article's cover, a catalogue item's picture or PDF):
// the hidden picker, the progress while it goes, and the upload's own error (the file's field
// error, the server's message, or a general one). The picker is emptied after each try.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '@league/shared';

/** `send` uploads the picked file, telling its progress, and keeps what the upload answered. */
export function useUploadOnPick(send: (file: File, onProgress: (percent: number) => void) => Promise<void>) {
  const { t } = useTranslation('cab-content');
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      await send(file, setProgress);
    } catch (failure) {
      setError(fieldErrors(failure).file ?? errorMessage(failure) ?? t('editor.uploadFailed'));
    } finally {
      setProgress(null);
      if (picker.current) picker.current.value = '';
    }
  };
  return { picker, progress, error, pick };
}
