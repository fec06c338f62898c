// A date: the browser's own date input holds the value (ISO 'YYYY-MM-DD', what the API takes),
// and the date is also written out as DD.MM.YYYY, the league's format in every language,
// whatever format the browser's picker uses.
import { useId, type InputHTMLAttributes } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { describedBy, fieldError, FieldFrame, useFieldValidator, type BaseFieldProps } from './field-parts';
import { LazyText } from './fields';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-11-22' → '22.11.2026'; anything else → ''. */
export function formatDayMonthYear(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

export function DateField({
  name,
  label,
  hint,
  rules,
  validate,
  disabled,
  className,
  min,
  max,
  ...rest
}: BaseFieldProps & { min?: string; max?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'type' | 'disabled' | 'className' | 'min' | 'max'>) {
  const { t } = useTranslation('common');
  const check = useFieldValidator(rules, validate);
  const id = useId();
  return (
    <Field<string> name={name} validate={check}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        const value = typeof input.value === 'string' ? input.value.slice(0, 10) : '';
        return (
          <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
            <LazyText
              id={id}
              value={value}
              onCommit={(v) => input.onChange(v === '' ? undefined : v)}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              render={(props) => {
                const shown = formatDayMonthYear(props.value);
                return (
                  <div className="lg-date">
                    <input
                      {...rest}
                      {...props}
                      type="date"
                      name={name}
                      min={min}
                      max={max}
                      disabled={disabled}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy(id, error, `${id}-shown`, hint && `${id}-hint`)}
                    />
                    <span id={`${id}-shown`} className="lg-date__shown">
                      {shown || t('form.dateFormat')}
                    </span>
                  </div>
                );
              }}
            />
          </FieldFrame>
        );
      }}
    </Field>
  );
}
