// Dates checked against reality and the league's domain (ADR 0165), as one answer for both
// ends: the contracts' field structs (API) and the forms' validators (browser) call these and
// turn a failure into the same translated message.
import * as rules from './rules';
import type { ValidationMessageKey, ValidationParams } from './messages';

/** A failed check: the message key and its parameters; null when the value passes. */
export type DateFailure = [ValidationMessageKey, ValidationParams] | null;

/** '2031-12-31' → '31.12.2031', the league's format in every language. */
const shown = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** A birth date: a real day, not after today, of someone `minAge`…`maxAge` years old today. */
export function birthDateFailure(
  value: unknown,
  bounds: { minAge: number; maxAge: number },
  today: string = rules.leagueToday(),
): DateFailure {
  if (rules.ageOn(value, today) === null) return ['date', {}];
  if (!rules.notFuture(value, today)) return ['date_future', {}];
  if (!rules.ageWithin(value, bounds.minAge, bounds.maxAge, today))
    return ['age_range', { min: bounds.minAge, max: bounds.maxAge }];
  return null;
}

/** A year from `minYear` up to the current one (a club's founding). */
export function pastYearFailure(value: unknown, minYear: number, today: string = rules.leagueToday()): DateFailure {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || NaN);
  if (!Number.isInteger(n)) return ['integer', {}];
  if (n < minYear) return ['min_value', { value: minYear }];
  if (!rules.yearNotFuture(n, minYear, today)) return ['year_future', {}];
  return null;
}

/** A real day from 1 January `back` years ago to 31 December `ahead` years on. */
export function dateAroundFailure(
  value: unknown,
  around: { back: number; ahead: number },
  today: string = rules.leagueToday(),
): DateFailure {
  const { from, to } = rules.yearsAround(around.back, around.ahead, today);
  if (rules.ageOn(value, today) === null) return ['date', {}];
  if (!rules.dateWithin(value, from, to)) return ['date_range', { from: shown(from), to: shown(to) }];
  return null;
}
