// What every cabinet field shares: the label / hint / error frame (same markup and classes as
// TextField), the error that is due (a client error once touched or after a submit, otherwise
// the server's), a validator from spec §5 rules, and a draft that follows model updates.
import { useMemo, useState, type ReactNode } from 'react';
import type { FieldMetaState } from 'react-final-form';
import { useValidator } from '../forms/use-validator';
import type { FieldValidator } from '../forms/text-field';
import type { RuleSpec } from '@league/shared';

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

export function describedBy(id: string, error: string | undefined, ...extra: (string | false | undefined)[]): string | undefined {
  return [error ? `${id}-error` : null, ...extra].filter(Boolean).join(' ') || undefined;
}

export function useFieldValidator(rules: RuleSpec[] = [], validate?: FieldValidator): (value: unknown, all: object) => string | undefined {
  const fromRules = useValidator(...rules);
  return useMemo(() => (value: unknown, all: object) => fromRules(value, all as Record<string, unknown>) ?? validate?.(value, all as Record<string, unknown>), [fromRules, validate]);
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
    <div className={['lg-field', error ? 'lg-field--error' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children}
      {after}
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
