// The picture picker of a club's crest and a team's logo: the file is sent as soon as it is
// picked (the API checks it again), clearing it deletes the picture; a refusal puts the picker
// back on the current picture, with the API's reason on it and in a toast.
import { useState } from 'react';
import { errorMessage, fieldErrors, showToast } from '@league/shared';
import { useNotify, type FileInputProps, type FileValue } from '@league/shared/cabinet';

/** What the page does with the picture: send a file (answers its address), delete it, tell it went well. */
interface PictureActions {
  upload: (file: File) => Promise<string | null>;
  remove: () => Promise<unknown>;
  uploaded: () => void;
  removed: () => void;
}

/** The picker's value, error and handlers for the current picture `logo` (its address, or null). */
export function usePictureUpload(
  logo: string | null,
  { upload, remove, uploaded, removed }: PictureActions,
): Pick<FileInputProps, 'value' | 'error' | 'onChange' | 'upload'> {
  const notify = useNotify();
  const current: FileValue = logo ? { url: logo, name: logo.split('/').pop() ?? logo } : null;
  const [value, setValue] = useState<FileValue | undefined>(current);
  const [error, setError] = useState<string | undefined>();

  const failed = (caught: unknown) => {
    setValue(current);
    const message = fieldErrors(caught).logo ?? errorMessage(caught);
    setError(message ?? undefined);
    if (message) showToast(message, 'error');
    else notify.error();
  };

  return {
    value,
    error,
    onChange: (next) => {
      setError(undefined);
      setValue(next);
      if (next === null && logo) remove().then(removed, failed);
    },
    upload: async (file) => {
      try {
        const stored = await upload(file);
        uploaded();
        return stored ? { url: stored, name: file.name, size: file.size } : undefined;
      } catch (caught) {
        failed(caught);
        return undefined;
      }
    },
  };
}
