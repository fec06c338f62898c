// Dates and times typed in the league's formats, DD.MM.YYYY and 24-hour HH:MM, in every language:
// the browser's date and time inputs show their placeholders and pickers in the browser's
// language (mm/dd/yyyy, "10:00 AM"), not the page's. The digits are shaped while typing
// (dates.ts); the form holds what the API takes — 'YYYY-MM-DD', 'HH:MM', or both joined by 'T' —
// or, while the text is not a real date or time, the text itself, which the field's check
// refuses with a translated message.
import { useCallback, useId, useRef, type FocusEvent, type InputHTMLAttributes } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { formatValidationMessage, useLocale } from '@league/shared';
import { describedBy, ErrorSlot, fieldError, FieldFrame, useFieldValidator, type BaseFieldProps } from './field-parts';
import { DateTimePart } from './date-time-part';
import { LazyText } from './lazy-text';
import { formatDayMonthYear, isoDate, isTime, shapeDate, shapeTime } from './dates';

export { formatDayMonthYear } from './dates';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type' | 'disabled' | 'className' | 'min' | 'max'
>;

/** The earliest and latest day a date field takes, 'YYYY-MM-DD' (a year outside is a typo). */
export interface DateBounds {
  min?: string;
  max?: string;
}

const DEFAULT_MIN = '1900-01-01';
const DEFAULT_MAX = '2100-12-31';
const ISO_START = /^\d{4}-\d{2}-\d{2}/;

/** The form's date value as the field shows it: an ISO day as DD.MM.YYYY, typed text as typed. */
const dateText = (value: unknown): string =>
  typeof value !== 'string' ? '' : ISO_START.test(value) ? formatDayMonthYear(value.slice(0, 10)) : value;
/** The form's time value as the field shows it ('10:00:00' from the API as '10:00'). */
const timeText = (value: unknown): string =>
  typeof value !== 'string' ? '' : /^\d{2}:\d{2}:\d{2}$/.test(value) ? value.slice(0, 5) : value;

/** The checks of a date, a time and the two together, with messages in the page's language. */
function useDateChecks({ min = DEFAULT_MIN, max = DEFAULT_MAX }: DateBounds) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const date = useCallback(
    (value: unknown): string | undefined => {
      if (typeof value !== 'string' || value === '') return undefined;
      const day = isoDate(ISO_START.test(value) ? value.slice(0, 10) : value);
      if (!day) return formatValidationMessage(locale, 'date');
      if (day < min) return t('form.dateMin', { date: formatDayMonthYear(min) });
      if (day > max) return t('form.dateMax', { date: formatDayMonthYear(max) });
      return undefined;
    },
    [locale, t, min, max],
  );
  const time = useCallback(
    (value: unknown): string | undefined =>
      typeof value === 'string' && value !== '' && !isTime(value) ? t('form.timeInvalid') : undefined,
    [t],
  );
  const dateTime = useCallback(
    (value: unknown): string | undefined => {
      if (typeof value !== 'string' || value === '') return undefined;
      const [day = '', clock = ''] = value.split('T');
      return (
        date(day) ??
        (day === '' ? formatValidationMessage(locale, 'required') : undefined) ??
        time(clock) ??
        (clock === '' ? t('form.timeInvalid') : undefined)
      );
    },
    [date, time, locale, t],
  );
  return { date, time, dateTime };
}

/** A day, typed as DD.MM.YYYY; the form gets 'YYYY-MM-DD'. */
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
}: BaseFieldProps & DateBounds & InputProps) {
  const { t } = useTranslation('common');
  const checks = useDateChecks({ min, max });
  const check = useFieldValidator(rules, validate, checks.date);
  const id = useId();
  return (
    <Field<string> name={name} validate={check}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FieldFrame
            id={id}
            label={label}
            hint={hint}
            error={error}
            className={className}
            after={
              <span id={`${id}-format`} className="lg-visually-hidden">
                {t('form.dateFormat')}
              </span>
            }
          >
            <LazyText
              id={id}
              value={dateText(input.value)}
              shape={shapeDate}
              onCommit={(typed) => input.onChange(typed === '' ? undefined : (isoDate(typed) ?? typed))}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              render={(props) => (
                <input
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={t('form.dateFormat')}
                  {...rest}
                  {...props}
                  type="text"
                  name={name}
                  maxLength={10}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, error, `${id}-format`, hint && `${id}-hint`)}
                />
              )}
            />
          </FieldFrame>
        );
      }}
    </Field>
  );
}

/** A time of day, typed as 24-hour HH:MM; the form gets 'HH:MM'. */
export function TimeField({
  name,
  label,
  hint,
  rules,
  validate,
  disabled,
  className,
  ...rest
}: BaseFieldProps & InputProps) {
  const { t } = useTranslation('common');
  const checks = useDateChecks({});
  const check = useFieldValidator(rules, validate, checks.time);
  const id = useId();
  return (
    <Field<string> name={name} validate={check}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FieldFrame
            id={id}
            label={label}
            hint={hint}
            error={error}
            className={className}
            after={
              <span id={`${id}-format`} className="lg-visually-hidden">
                {t('form.timeFormat')}
              </span>
            }
          >
            <LazyText
              id={id}
              value={timeText(input.value)}
              shape={shapeTime}
              onCommit={(typed) => input.onChange(typed === '' ? undefined : typed)}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              render={(props) => (
                <input
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={t('form.timeFormat')}
                  {...rest}
                  {...props}
                  type="text"
                  name={name}
                  maxLength={5}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, error, `${id}-format`, hint && `${id}-hint`)}
                />
              )}
            />
          </FieldFrame>
        );
      }}
    </Field>
  );
}

/**
 * A day and a time of day in one value, typed in two boxes (DD.MM.YYYY and HH:MM) under one
 * legend; the form gets 'YYYY-MM-DDTHH:MM' (the wall-clock time: the API places it in its zone).
 * It counts as visited when the focus leaves both boxes.
 */
export function DateTimeField({
  name,
  label,
  hint,
  rules,
  validate,
  disabled,
  className,
  min,
  max,
}: BaseFieldProps & DateBounds) {
  const { t } = useTranslation('common');
  const checks = useDateChecks({ min, max });
  const check = useFieldValidator(rules, validate, checks.dateTime);
  const id = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  return (
    <Field<string> name={name} validate={check}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        const [day = '', clock = ''] =
          typeof input.value === 'string' && input.value !== '' ? input.value.split('T') : [];
        const join = (nextDay: string, nextClock: string) =>
          input.onChange(nextDay === '' && nextClock === '' ? undefined : `${nextDay}T${nextClock}`);
        // Visited once the focus leaves both boxes, not on the way from the day to the time.
        const leave = (event: FocusEvent<HTMLInputElement>) => {
          if (!group.current?.contains(event.relatedTarget as Node | null)) input.onBlur();
        };
        // What the two boxes share: the focus, the leaving, and the error they are described by.
        const part = {
          onFocus: input.onFocus,
          onLeave: leave,
          invalid: error ? (true as const) : undefined,
          described: describedBy(id, error, hint && `${id}-hint`),
        };
        return (
          <fieldset
            ref={group}
            className={['lg-field lg-datetime', error ? 'lg-field--error' : '', className ?? '']
              .filter(Boolean)
              .join(' ')}
            disabled={disabled}
          >
            <legend>{label}</legend>
            <div className="lg-datetime__parts">
              <DateTimePart
                {...part}
                id={`${id}-date`}
                label={t('form.datePart')}
                value={dateText(day)}
                shape={shapeDate}
                onCommit={(typed) => join(isoDate(typed) ?? typed, clock)}
                placeholder={t('form.dateFormat')}
                maxLength={10}
              />
              <DateTimePart
                {...part}
                id={`${id}-time`}
                label={t('form.timePart')}
                value={timeText(clock)}
                shape={shapeTime}
                onCommit={(typed) => join(day, typed)}
                placeholder={t('form.timeFormat')}
                maxLength={5}
              />
            </div>
            {hint && (
              <small id={`${id}-hint`} className="lg-field__hint">
                {hint}
              </small>
            )}
            <ErrorSlot id={`${id}-error`} error={error} />
          </fieldset>
        );
      }}
    </Field>
  );
}
