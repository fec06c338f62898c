// Sending a small item's picture or PDF as soon as it is picked: the progress while it goes,
// and the upload's own error (the file's field error, the server's message, or a general one).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '@league/shared';
import { uploadDocument, uploadPicture } from '../../ui/upload';

export function useCatalogueUpload(pdf: boolean, setPath: (path: string) => void, setPreview: (src: string) => void) {
  const { t } = useTranslation('cab-content');
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      if (pdf) setPath((await uploadDocument(file, setProgress)).path);
      else {
        const uploaded = await uploadPicture(file, setProgress);
        setPath(uploaded.path);
        setPreview(uploaded.picture.src);
      }
    } catch (failure) {
      setError(fieldErrors(failure).file ?? errorMessage(failure) ?? t('editor.uploadFailed'));
    } finally {
      setProgress(null);
      if (picker.current) picker.current.value = '';
    }
  };
  return { picker, progress, error, pick };
}
