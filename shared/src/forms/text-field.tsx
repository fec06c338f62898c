// A form field whose value reaches the form (and its validation) on blur, change and model
// update — not on every keystroke (spec §5). What the user typed is kept in the field.
import { useId, useState, type InputHTMLAttributes } from 'react';
import { Field, type FieldRenderProps } from 'react-final-form';

export type FieldValidator = (value: unknown, allValues: Record<string, unknown>) => string | undefined;

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label: string;
  validate?: FieldValidator;
  hint?: string;
  multiline?: boolean;
}

export function TextField({ name, label, validate, hint, multiline, ...inputProps }: TextFieldProps) {
  return (
    <Field name={name} validate={validate as (value: unknown, all: object) => string | undefined}>
      {(props) => <LazyInput {...props} label={label} hint={hint} multiline={multiline} inputProps={inputProps} />}
    </Field>
  );
}

function LazyInput({
  input,
  meta,
  label,
  hint,
  multiline,
  inputProps,
}: FieldRenderProps<string> & { label: string; hint?: string; multiline?: boolean; inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  const id = useId();
  const value = typeof input.value === 'string' ? input.value : input.value == null ? '' : String(input.value);
  const [draft, setDraft] = useState(value);
  // A model update (reset, programmatic change) replaces what is in the box.
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    setLastValue(value);
    setDraft(value);
  }

  const commit = () => {
    if (draft !== value) input.onChange(draft);
  };
  const serverError = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined;
  const error = (meta.touched || meta.submitFailed) && meta.error ? (meta.error as string) : serverError;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: input.name,
    value: draft,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onFocus: input.onFocus,
  };

  return (
    <div className={`lg-field${error ? ' lg-field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          {...common}
          rows={5}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => {
            commit();
            input.onBlur();
          }}
        />
      ) : (
        <input
          {...inputProps}
          {...common}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => {
            commit();
            input.onBlur();
          }}
          onKeyDown={(e) => {
            // Enter submits the form: the typed value must be in the form first.
            if (e.key === 'Enter') commit();
            inputProps.onKeyDown?.(e);
          }}
        />
      )}
      {hint && (
        <small id={`${id}-hint`} className="lg-field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="lg-field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
