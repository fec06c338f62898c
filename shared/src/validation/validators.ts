// Form-ready validators: `(value, allValues) => message | undefined`, built from the rules and
// translated in the given locale. Validation runs on blur/change (the form field decides when).
import * as rules from './rules';
import { birthDateFailure, dateAroundFailure, pastYearFailure } from './dates';
import { formatValidationMessage, type ValidationMessageKey, type ValidationParams } from './messages';

export type Validator = (value: unknown, allValues?: Record<string, unknown>) => string | undefined;

export type RuleSpec =
  | 'required'
  | 'email'
  | 'url'
  | 'phone'
  | { rule: 'regex'; pattern: RegExp | string }
  | { rule: 'digits'; length: number }
  | { rule: 'min' | 'max' | 'min_or_empty'; length: number }
  | { rule: 'min_value' | 'max_value'; value: number }
  | { rule: 'confirmed'; target: string }
  /** A birth date not in the future, of someone `minAge`…`maxAge` years old today (DATE_BOUNDS). */
  | { rule: 'birth_date'; minAge: number; maxAge: number }
  /** A year from `min` up to the current one. */
  | { rule: 'past_year'; min: number }
  /** A day from 1 January `back` years ago to 31 December `ahead` years on. */
  | { rule: 'date_around'; back: number; ahead: number };

/** A number from `min` to `max`, both included (an empty field passes: add 'required' for that). */
export const between = (min: number, max: number): RuleSpec[] => [
  { rule: 'min_value', value: min },
  { rule: 'max_value', value: max },
];

function check(
  spec: RuleSpec,
  value: unknown,
  all: Record<string, unknown>,
): [ValidationMessageKey, ValidationParams] | null {
  if (typeof spec === 'string') {
    const simple: Record<typeof spec, (input: unknown) => boolean> = {
      required: rules.required,
      email: rules.email,
      url: rules.url,
      phone: rules.phone,
    };
    return simple[spec](value) ? null : [spec, {}];
  }
  switch (spec.rule) {
    case 'regex':
      return rules.regex(value, spec.pattern) ? null : ['regex', {}];
    case 'digits':
      return rules.digits(value, spec.length) ? null : ['digits', { length: spec.length }];
    case 'min':
      return rules.min(value, spec.length) ? null : ['min', { length: spec.length }];
    case 'max':
      return rules.max(value, spec.length) ? null : ['max', { length: spec.length }];
    case 'min_or_empty':
      return rules.minOrEmpty(value, spec.length) ? null : ['min_or_empty', { length: spec.length }];
    case 'min_value':
      return rules.minValue(value, spec.value) ? null : ['min_value', { value: spec.value }];
    case 'max_value':
      return rules.maxValue(value, spec.value) ? null : ['max_value', { value: spec.value }];
    case 'confirmed':
      return rules.confirmed(value, all[spec.target]) ? null : ['confirmed', {}];
    case 'birth_date':
      return birthDateFailure(value, spec);
    case 'past_year':
      return pastYearFailure(value, spec.min);
    case 'date_around':
      return dateAroundFailure(value, spec);
  }
}

/**
 * Combines rules into one validator. Only `required` rejects an empty value; every other rule
 * lets an empty optional field pass.
 */
export function validator(locale: string, ...specs: RuleSpec[]): Validator {
  return (value, allValues = {}) => {
    const empty = !rules.required(value);
    for (const spec of specs) {
      if (empty && spec !== 'required') continue;
      const failure = check(spec, value, allValues);
      if (failure) return formatValidationMessage(locale, failure[0], failure[1]);
    }
    return undefined;
  };
}
