// What the fields of this remote's forms share: a shirt number's bounds and the choice of a city.
import { between } from '@league/shared';

/** A player's shirt number, in the player form and in a transfer to another team. */
export const SHIRT_NUMBER_RULES = between(1, 99);

/** The cities of the handbook as a select's options, by their numeric id. */
export const cityOptions = (cities: readonly { id: string | number; title: string }[]) =>
  cities.map((c) => ({ value: Number(c.id), label: c.title }));
