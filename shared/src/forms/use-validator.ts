import { useMemo } from 'react';
import { useLocale } from '@league/shared';
// A pure function, no state of its own: the form fields' entry carries it, a visitor's pages do not.
import { validator, type RuleSpec, type Validator } from '../validation/validators';

/** A field validator from spec §5 rules, with messages in the current language. */
export function useValidator(...specs: RuleSpec[]): Validator {
  const locale = useLocale();
  const key = JSON.stringify(specs, (_k, v: unknown) => (v instanceof RegExp ? v.source : v));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => validator(locale, ...specs), [locale, key]);
}
