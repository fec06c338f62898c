// What every cabinet field shares: the label / hint / error frame, the error that is due (a
// client error once touched or after a submit, otherwise the server's), a validator from spec §5
// rules, and a draft that follows model updates. The error has a slot of its own under the
// field, one line tall even when empty, so a one-line message comes and goes without moving
// anything below it; a longer one waits while a pointer is pressed (steady.ts).
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Field, type FieldInputProps, type FieldMetaState } from 'react-final-form';
import { useValidator } from '../forms/use-validator';
import type { RuleSpec } from '@league/shared';
import { useSteady } from './steady';

/** A field's own check: (value, all values) → message or undefined. */
export type FieldValidator = (value: unknown, allValues: Record<string, unknown>) => string | undefined;

export interface BaseFieldProps {
  name: string;
  label: string;
  hint?: string;
  /** Spec §5 rules, with messages in the current language. */
  rules?: RuleSpec[];
  /** Any other check; runs after the rules. */
  validate?: FieldValidator;
  disabled?: boolean;
  /** Extra class on the field's frame (layout). */
  className?: string;
}

export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  const serverError = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined;
  return (meta.touched || meta.submitFailed) && meta.error ? (meta.error as string) : serverError;
}

export function describedBy(
  id: string,
  error: string | undefined,
  ...extra: (string | false | undefined)[]
): string | undefined {
  return [error ? `${id}-error` : null, ...extra].filter(Boolean).join(' ') || undefined;
}

/**
 * A field's validator: its kind's own check first (`own`: a date that is not a day, a number
 * that is not a number), then the spec §5 `rules`, then `validate`.
 */
export function useFieldValidator(
  rules: RuleSpec[] = [],
  validate?: FieldValidator,
  own?: (value: unknown) => string | undefined,
): (value: unknown, all: object) => string | undefined {
  const fromRules = useValidator(...rules);
  return useMemo(
    () => (value: unknown, all: object) =>
      own?.(value) ??
      fromRules(value, all as Record<string, unknown>) ??
      validate?.(value, all as Record<string, unknown>),
    [fromRules, validate, own],
  );
}

/** Local text that the form's value replaces whenever the form's value changes (reset, load). */
export function useDraft(value: string): [string, (next: string) => void] {
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    setLastValue(value);
    setDraft(value);
  }
  return [draft, setDraft];
}

export function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
  after,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className={fieldClass('', error, className)}>
      <label htmlFor={id}>{label}</label>
      {children}
      {after}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A form field in its label / hint / error frame, checked by `own`, the rules and `validate`;
 * `children` draws the control from the field's input, the error that is due and the frame's id.
 */
export function FramedField<V>({
  name,
  label,
  hint,
  rules,
  validate,
  own,
  className,
  renderAfter,
  children,
}: Omit<BaseFieldProps, 'disabled'> & {
  own?: (value: unknown) => string | undefined;
  /** What stands after the control, before the notes. */
  renderAfter?: (id: string) => ReactNode;
  children: (input: FieldInputProps<V>, error: string | undefined, id: string) => ReactNode;
}) {
  const check = useFieldValidator(rules, validate, own);
  const id = useId();
  return (
    <Field<V> name={name} validate={check}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FieldFrame id={id} label={label} hint={hint} error={error} className={className} after={renderAfter?.(id)}>
            {children(input, error, id)}
          </FieldFrame>
        );
      }}
    </Field>
  );
}

/** A field box's classes: `lg-field`, the kind's own (`kind`, '' for none), the error mark and the caller's. */
export const fieldClass = (kind: string, error: string | undefined, className: string | undefined): string =>
  ['lg-field', kind, error ? 'lg-field--error' : '', className ?? ''].filter(Boolean).join(' ');

/** What stands under a field: its hint, when it has one, and its error slot. */
export function FieldNotes({
  id,
  hint,
  error,
  reserve,
}: {
  id: string;
  hint?: string;
  error: string | undefined;
  reserve?: boolean;
}) {
  return (
    <>
      {hint && (
        <small id={`${id}-hint`} className="lg-field__hint">
          {hint}
        </small>
      )}
      <ErrorSlot id={`${id}-error`} error={error} reserve={reserve} />
    </>
  );
}

/**
 * Where a field's error shows: always in the page (one line tall when empty, unless `reserve`
 * is false: a box whose errors only come with a submit), the message announced when it
 * appears. What it shows is held while a pointer is pressed.
 */
export function ErrorSlot({ id, error, reserve = true }: { id: string; error: string | undefined; reserve?: boolean }) {
  const shown = useSteady(error);
  return (
    <div className={reserve ? 'lg-field__slot' : undefined}>
      {shown && (
        <small id={id} className="lg-field__error" role="alert">
          {shown}
        </small>
      )}
    </div>
  );
}
