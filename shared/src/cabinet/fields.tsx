// Cabinet form fields on react-final-form. Text-like fields keep what is typed locally and hand
// it to the form on blur, Enter (and the select and checkbox on change), so spec §5 validation
// runs on blur, change and model update — never on each keystroke.
import { useCallback, useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { formatValidationMessage, useLocale } from '@league/shared';
import { applyMask, maskPlaceholder, unmask } from './mask';
import {
  describedBy,
  fieldClass,
  fieldError,
  FieldNotes,
  FramedField,
  useFieldValidator,
  type BaseFieldProps,
  type FieldValidator,
} from './field-parts';
import { LazyText } from './lazy-text';
import { TypedField } from './typed-field';

export { LazyText } from './lazy-text';

type Passthrough<E> = Omit<
  E,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type' | 'disabled' | 'className'
>;

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> {
  name: string;
  label: string;
  validate?: FieldValidator;
  hint?: string;
  /** Several lines (a textarea). */
  multiline?: boolean;
}

/** A line of text (or several, `multiline`); what is typed reaches the form on blur and Enter. */
export function TextField({ name, label, validate, hint, multiline, className, ...inputProps }: TextFieldProps) {
  return (
    <FramedField<string> name={name} label={label} hint={hint} validate={validate} className={className}>
      {(input, error, id) => {
        const value = typeof input.value === 'string' ? input.value : input.value == null ? '' : String(input.value);
        const aria = {
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(id, error, hint && `${id}-hint`),
        };
        return (
          <LazyText
            id={id}
            value={value}
            onCommit={(v) => input.onChange(v)}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            commitOnEnter={!multiline}
            render={(props) =>
              multiline ? (
                <textarea {...props} {...aria} name={name} rows={5} />
              ) : (
                <input
                  {...inputProps}
                  {...props}
                  {...aria}
                  name={name}
                  onKeyDown={(event) => {
                    props.onKeyDown(event);
                    inputProps.onKeyDown?.(event);
                  }}
                />
              )
            }
          />
        );
      }}
    </FramedField>
  );
}

/** Multi-line text. */
export function TextareaField({
  name,
  label,
  hint,
  rules,
  validate,
  disabled,
  className,
  rows = 5,
  ...rest
}: BaseFieldProps & Passthrough<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <FramedField<string> name={name} label={label} hint={hint} rules={rules} validate={validate} className={className}>
      {(input, error, id) => (
        <LazyText
          id={id}
          value={input.value ?? ''}
          onCommit={(v) => input.onChange(v)}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          commitOnEnter={false}
          render={(props) => (
            <textarea
              {...rest}
              {...props}
              rows={rows}
              name={name}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, error, hint && `${id}-hint`)}
            />
          )}
        />
      )}
    </FramedField>
  );
}

/** Typed text as a number: spaces between digits dropped, a decimal comma read as a point. */
export function readNumber(typed: string, decimal: boolean): number | string | undefined {
  const text = typed
    .trim()
    .replace(/(\d)\s+(?=\d)/g, '$1')
    .replace(',', '.');
  if (text === '') return undefined;
  return (decimal ? /^-?\d+(\.\d+)?$/ : /^-?\d+$/).test(text) ? Number(text) : text;
}

/**
 * A number, typed as text (a number input scrolls with the wheel, and turns what it cannot read
 * into an empty value the user never typed); the form gets a number, undefined when empty, or
 * the text itself, which fails with 'Enter a whole number' (or 'Wrong value type' when
 * `decimal`). Bounds are spec §5 rules (`min_value`, `max_value`); `min` / `max` / `step` are
 * not used.
 */
export function NumberField({
  decimal = false,
  min: _min,
  max: _max,
  step: _step,
  ...field
}: BaseFieldProps & { decimal?: boolean } & Passthrough<InputHTMLAttributes<HTMLInputElement>>) {
  const locale = useLocale();
  const notNumber = useCallback(
    (value: unknown) =>
      typeof value === 'string' && value !== ''
        ? formatValidationMessage(locale, decimal ? 'type' : 'integer')
        : undefined,
    [locale, decimal],
  );
  return (
    <TypedField
      {...field}
      own={notNumber}
      show={(value) => (typeof value === 'number' ? String(value) : ((value as string) ?? ''))}
      read={(typed) => readNumber(typed, decimal)}
      defaults={{ inputMode: decimal ? 'decimal' : 'numeric', autoComplete: 'off' }}
    />
  );
}

/** An option's text: already translated (`label`), or an i18n key (`labelKey`, 'ns:key' for another namespace). */
export type SelectOption = { value: string | number; disabled?: boolean } & (
  | { label: string; labelKey?: never }
  | { labelKey: string; label?: never }
);

/**
 * A choice from `options`; the form gets the option's own value (a number stays a number). The
 * first option is the empty one (`placeholder`, default 'Select'), or none with `placeholder={false}`
 * (a choice that always has a value: a team, a kind of event).
 */
export function SelectField({
  disabled,
  options,
  placeholder,
  ...field
}: BaseFieldProps & { options: SelectOption[]; placeholder?: string | false }) {
  const { t } = useTranslation('common');
  return (
    <FramedField<string | number | undefined> {...field}>
      {(input, error, id) => (
        <select
          id={id}
          name={field.name}
          value={input.value === undefined || input.value === null ? '' : String(input.value)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, field.hint && `${id}-hint`)}
          onFocus={input.onFocus}
          onBlur={input.onBlur}
          onChange={(e) => {
            const chosen = options.find((o) => String(o.value) === e.target.value);
            input.onChange(chosen ? chosen.value : undefined);
          }}
        >
          {placeholder !== false && <option value="">{placeholder ?? t('form.select')}</option>}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
              {option.label ?? t(option.labelKey!)}
            </option>
          ))}
        </select>
      )}
    </FramedField>
  );
}

/** A yes/no box; the form gets a boolean. */
export function CheckboxField({ name, label, hint, rules, validate, disabled, className }: BaseFieldProps) {
  const check = useFieldValidator(rules, validate);
  const id = useId();
  return (
    <Field<boolean> name={name} type="checkbox" validate={check}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <div className={fieldClass('lg-field--check', error, className)}>
            <label className="lg-check" htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                name={name}
                checked={Boolean(input.checked)}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, error, hint && `${id}-hint`)}
                onChange={(e) => input.onChange(e.target.checked)}
                onFocus={input.onFocus}
                onBlur={input.onBlur}
              />
              <span>{label}</span>
            </label>
            <FieldNotes id={id} hint={hint} error={error} reserve={false} />
          </div>
        );
      }}
    </Field>
  );
}

/**
 * Text shaped by a mask while typing ('+7 (###) ###-##-##'). The form gets the masked text, or
 * with `raw` only the characters in token places.
 */
export function MaskedField({
  mask,
  raw,
  ...field
}: BaseFieldProps & { mask: string; raw?: boolean } & Passthrough<InputHTMLAttributes<HTMLInputElement>>) {
  const digitsOnly = [...mask].every((m) => m !== 'A' && m !== '*');
  return (
    <TypedField
      {...field}
      show={(value) => applyMask(typeof value === 'string' ? value : '', mask)}
      shape={(typed) => applyMask(typed, mask)}
      read={(typed) => (raw ? unmask(typed, mask) : typed)}
      defaults={{ inputMode: digitsOnly ? 'numeric' : undefined, placeholder: maskPlaceholder(mask) }}
    />
  );
}
