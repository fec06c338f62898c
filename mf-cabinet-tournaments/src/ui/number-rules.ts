// The bounds of a number field as validation rules (the form's and the API's `min_value` and
// `max_value`): a year, a quota, a match length, a tour number …
import type { RuleSpec } from '@league/shared';

/** From `min` to `max`, both allowed. */
export const between = (min: number, max: number): RuleSpec[] => [
  { rule: 'min_value', value: min },
  { rule: 'max_value', value: max },
];
