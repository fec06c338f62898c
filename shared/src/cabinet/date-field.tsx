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
import { describedBy, fieldClass, fieldError, FieldNotes, useFieldValidator, type BaseFieldProps } from './field-parts';
import { DateTimePart } from './date-time-part';
import { TypedField } from './typed-field';
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

/** What tells a date box from a time box: the value shown, the format typed, the value kept. */
interface Box {
  /** Its name in a date-and-time pair (`DateTimeField`), and its label's key there. */
  part: 'date' | 'time';
  partLabel: 'form.datePart' | 'form.timePart';
  /** The format's key in the `common` strings: the box's placeholder, and read out with it. */
  format: 'form.dateFormat' | 'form.timeFormat';
  /** The form's value as the box shows it. */
  text: (value: unknown) => string;
  shape: (typed: string) => string;
  /** The form's value for what was typed: the text itself while it is no real date or time. */
  value: (typed: string) => string;
  maxLength: number;
}
const DATE_BOX: Box = {
  part: 'date',
  partLabel: 'form.datePart',
  format: 'form.dateFormat',
  text: dateText,
  shape: shapeDate,
  value: (typed) => isoDate(typed) ?? typed,
  maxLength: 10,
};
const TIME_BOX: Box = {
  part: 'time',
  partLabel: 'form.timePart',
  format: 'form.timeFormat',
  text: timeText,
  shape: shapeTime,
  value: (typed) => typed,
  maxLength: 5,
};

/**
 * The field of one box typed in a league format (a date or a time), its format read out with it;
 * `own` is the box's own check, run after the rules.
 */
function useBoxField(box: Box, own: (value: unknown) => string | undefined, field: BaseFieldProps & InputProps) {
  const { t } = useTranslation('common');
  return (
    <TypedField
      {...field}
      own={own}
      format={t(box.format)}
      show={box.text}
      shape={box.shape}
      read={(typed) => (typed === '' ? undefined : box.value(typed))}
      defaults={{ inputMode: 'numeric', autoComplete: 'off', placeholder: t(box.format) }}
      fixed={{ maxLength: box.maxLength }}
    />
  );
}

/** A day, typed as DD.MM.YYYY; the form gets 'YYYY-MM-DD'. */
export function DateField({ min, max, ...field }: BaseFieldProps & DateBounds & InputProps) {
  const checks = useDateChecks({ min, max });
  return useBoxField(DATE_BOX, checks.date, field);
}

/** A time of day, typed as 24-hour HH:MM; the form gets 'HH:MM'. */
export function TimeField(field: BaseFieldProps & InputProps) {
  const checks = useDateChecks({});
  return useBoxField(TIME_BOX, checks.time, field);
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
        // One of the two boxes: `shown` is its half of the value, `commit` puts a new half in the value.
        const box = (kind: Box, shown: string, commit: (value: string) => void) => (
          <DateTimePart
            {...part}
            id={`${id}-${kind.part}`}
            label={t(kind.partLabel)}
            value={kind.text(shown)}
            shape={kind.shape}
            onCommit={(typed) => commit(kind.value(typed))}
            placeholder={t(kind.format)}
            maxLength={kind.maxLength}
          />
        );
        return (
          <fieldset ref={group} className={fieldClass('lg-datetime', error, className)} disabled={disabled}>
            <legend>{label}</legend>
            <div className="lg-datetime__parts">
              {box(DATE_BOX, day, (value) => join(value, clock))}
              {box(TIME_BOX, clock, (value) => join(day, value))}
            </div>
            <FieldNotes id={id} hint={hint} error={error} />
          </fieldset>
        );
      }}
    </Field>
  );
}
