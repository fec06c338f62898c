// A file picker for the cabinet (domain: Files). Images (photos, logos) are at most 300 KB and
// JPEG/PNG/WebP (no SVG: it can carry scripts); documents at most 1 MB and PDF/JPEG/PNG: the
// API's rules (api/src/storage/upload.ts, which also reads the type from the bytes). A file is
// checked before it is sent, with the spec's own message per limit. It shows a preview (an image, or a PDF — a file
// whose name ends in .pdf), the size, upload progress, the current file when editing, and
// lets the user remove the file.
import { useEffect, useId, useRef, useState } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { formatValidationMessage, useLocale, type ValidationMessageKey } from '@league/shared';
import { ErrorSlot, fieldClass, fieldError, useFieldValidator, type BaseFieldProps } from './field-parts';
import { FileCurrent, FileProgress } from './file-current';
import { FilePick } from './file-pick';
import { useNotify } from './use-notify';

export { isPdf } from './file-current';

export type FileKind = 'image' | 'document';

/** A file already stored on the server (editing). */
export interface StoredFile {
  url: string;
  name: string;
  size?: number;
}

export type FileValue = File | StoredFile | null;

export const FILE_RULES: Record<
  FileKind,
  { maxBytes: number; types: string[]; extensions: string[]; tooLarge: 'file_too_large_300kb' | 'file_too_large_1mb' }
> = {
  image: {
    maxBytes: 300 * 1024,
    types: ['image/jpeg', 'image/png', 'image/webp'],
    extensions: ['.jpg', '.jpeg', '.png', '.webp'],
    tooLarge: 'file_too_large_300kb',
  },
  document: {
    maxBytes: 1024 * 1024,
    types: ['application/pdf', 'image/jpeg', 'image/png'],
    extensions: ['.pdf', '.jpg', '.jpeg', '.png'],
    tooLarge: 'file_too_large_1mb',
  },
};

/** Why a file cannot be taken, or null when it can. */
export function checkFile(file: File, kind: FileKind): ValidationMessageKey | null {
  const rules = FILE_RULES[kind];
  const name = file.name.toLowerCase();
  const typeOk = rules.types.includes(file.type) || (!file.type && rules.extensions.some((ext) => name.endsWith(ext)));
  if (!typeOk) return 'file_type';
  if (file.size > rules.maxBytes) return rules.tooLarge;
  return null;
}

const isFile = (value: FileValue | undefined): value is File => typeof File !== 'undefined' && value instanceof File;

/** An object URL for a picked file, released when the file changes or the field goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  // Created and released in the same effect: a URL made during render would be released by
  // StrictMode's trial unmount while still on screen.
  useEffect(() => {
    const created = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    // oxlint-disable-next-line react/set-state-in-effect
    setUrl(created);
    return () => {
      if (created) URL.revokeObjectURL(created);
    };
  }, [file]);
  return url;
}

export interface FileInputProps {
  label: string;
  kind: FileKind;
  value: FileValue | undefined;
  onChange: (value: FileValue) => void;
  /** Sends the file as soon as it is picked; the result replaces the value. */
  upload?: (file: File, onProgress: (percent: number) => void) => Promise<StoredFile | void>;
  /** Upload progress 0–100 when the page sends the file itself. */
  progress?: number | null;
  hint?: string;
  /** An error from the form (required, server). */
  error?: string;
  disabled?: boolean;
  onBlur?: () => void;
  name?: string;
  className?: string;
}

/** Checks a picked file and, with `upload`, sends it: what was refused, and the progress while it goes. */
function useFileTake(kind: FileKind, onChange: (value: FileValue) => void, upload: FileInputProps['upload']) {
  const locale = useLocale();
  const notify = useNotify();
  const [rejected, setRejected] = useState<string | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);

  const take = async (file: File) => {
    const problem = checkFile(file, kind);
    if (problem) {
      setRejected(formatValidationMessage(locale, problem));
      if (problem !== 'file_type')
        notify.error(problem === 'file_too_large_300kb' ? 'fileTooLarge300kb' : 'fileTooLarge1mb');
      return;
    }
    setRejected(null);
    onChange(file);
    if (!upload) return;
    setUploading(0);
    try {
      const stored = await upload(file, (percent) => setUploading(Math.max(0, Math.min(100, Math.round(percent)))));
      if (stored) onChange(stored);
    } catch {
      notify.error();
    } finally {
      setUploading(null);
    }
  };
  return { rejected, setRejected, uploading, take };
}

export function FileInput({
  label,
  kind,
  value,
  onChange,
  upload,
  progress,
  hint,
  error,
  disabled,
  onBlur,
  name,
  className,
}: FileInputProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const { rejected, setRejected, uploading, take } = useFileTake(kind, onChange, upload);
  const picked = isFile(value) ? value : null;
  const objectUrl = useObjectUrl(picked);

  const current = value
    ? { name: value.name, size: isFile(value) ? value.size : value.size, url: isFile(value) ? objectUrl : value.url }
    : null;
  const shownProgress = progress ?? uploading;
  const message = rejected ?? error;
  const rules = FILE_RULES[kind];

  return (
    <div className={fieldClass('lg-file', message, className)}>
      <label htmlFor={id}>{label}</label>
      <FilePick
        id={id}
        name={name}
        inputRef={picker}
        accept={[...rules.types, ...rules.extensions].join(',')}
        disabled={disabled || shownProgress !== null}
        message={message}
        empty={!current}
        onBlur={onBlur}
        onPick={(file) => void take(file)}
      />
      <small id={`${id}-hint`} className="lg-field__hint">
        {hint ?? t(kind === 'image' ? 'file.hintImage' : 'file.hintDocument')}
      </small>
      {current && (
        <FileCurrent
          current={current}
          kind={kind}
          stored={!isFile(value)}
          removable={!disabled && shownProgress === null}
          onRemove={() => {
            setRejected(null);
            onChange(null);
            picker.current?.focus();
          }}
        />
      )}
      {shownProgress !== null && shownProgress !== undefined && <FileProgress percent={shownProgress} />}
      <ErrorSlot id={`${id}-error`} error={message} />
    </div>
  );
}

/** A FileInput bound to a final-form field: the form gets a File, a StoredFile or null. */
export function FileField({
  name,
  label,
  hint,
  rules,
  validate,
  disabled,
  className,
  kind,
  upload,
  progress,
}: BaseFieldProps & Pick<FileInputProps, 'kind' | 'upload' | 'progress'>) {
  const check = useFieldValidator(rules, validate);
  return (
    <Field<FileValue> name={name} validate={check}>
      {({ input, meta }) => (
        <FileInput
          name={name}
          label={label}
          hint={hint}
          kind={kind}
          value={input.value || null}
          onChange={(next) => {
            input.onChange(next);
            input.onBlur();
          }}
          onBlur={input.onBlur}
          upload={upload}
          progress={progress}
          error={fieldError(meta)}
          disabled={disabled}
          className={className}
        />
      )}
    </Field>
  );
}
