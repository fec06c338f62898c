// What the fields of this remote's forms share: the bounds of a number and the choice of a city.
import type { RuleSpec } from '@league/shared';

/** A number from `min` to `max`, both included (an empty field passes: add 'required' for that). */
export const between = (min: number, max: number): RuleSpec[] => [
  { rule: 'min_value', value: min },
  { rule: 'max_value', value: max },
];

/** A player's shirt number, in the player form and in a transfer to another team. */
export const SHIRT_NUMBER_RULES = between(1, 99);

/** The cities of the handbook as a select's options, by their numeric id. */
export const cityOptions = (cities: readonly { id: string | number; title: string }[]) =>
  cities.map((c) => ({ value: Number(c.id), label: c.title }));
