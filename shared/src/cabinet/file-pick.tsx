// The file input's picker: the native file input drawn as the app's own "Choose" button, and
// "no file" next to it while nothing is chosen.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy } from './field-parts';

export function FilePick({
  id,
  name,
  inputRef,
  accept,
  disabled,
  message,
  empty,
  onBlur,
  onPick,
}: {
  id: string;
  name?: string;
  inputRef: Ref<HTMLInputElement>;
  accept: string;
  disabled: boolean;
  /** The error shown under the field. */
  message?: string;
  /** No file is chosen. */
  empty: boolean;
  onBlur?: () => void;
  onPick: (file: File) => void;
}) {
  const { t } = useTranslation('common');
  return (
    // The native input stays the control (its label, focus, keyboard and file dialog) but is
    // drawn as the app's own button: its text and its "no file" are the browser's language.
    <div className="lg-file__pick">
      <span className="lg-file__control">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          className="lg-file__input"
          accept={accept}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(id, message, `${id}-hint`)}
          onBlur={onBlur}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // The same file can be picked again after a removal.
            e.target.value = '';
            if (file) onPick(file);
          }}
        />
        <span className="lg-button lg-button--ghost lg-file__button" aria-hidden="true">
          {t('file.choose')}
        </span>
      </span>
      {empty && (
        <span className="lg-file__none" aria-hidden="true">
          {t('file.none')}
        </span>
      )}
    </div>
  );
}
