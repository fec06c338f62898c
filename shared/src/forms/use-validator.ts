import { useMemo } from 'react';
import { useLocale, validator, type RuleSpec, type Validator } from '@league/shared';

/** A field validator from spec §5 rules, with messages in the current language. */
export function useValidator(...specs: RuleSpec[]): Validator {
  const locale = useLocale();
  const key = JSON.stringify(specs, (_k, v: unknown) => (v instanceof RegExp ? v.source : v));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => validator(locale, ...specs), [locale, key]);
}
