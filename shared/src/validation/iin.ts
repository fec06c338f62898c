// A Kazakhstan IIN (individual identification number): 12 digits — the birth date YYMMDD, a
// century-and-sex digit (1–2: 1800s, 3–4: 1900s, 5–6: 2000s), four digits and a check digit
// (weights 1…11 modulo 11; when that gives 10, weights 3…11, 1, 2; a second 10 is no IIN).
// The registry import checks identity numbers with it (ADR 0250); the forms can use the same.
import type { ValidationMessageKey, ValidationParams } from './messages';
import { ageOn } from './rules';

const CENTURY: Record<string, number> = { '1': 1800, '2': 1800, '3': 1900, '4': 1900, '5': 2000, '6': 2000 };

function checkDigit(digits: number[]): number | null {
  const first = digits.slice(0, 11).reduce((sum, d, i) => sum + d * (i + 1), 0) % 11;
  if (first !== 10) return first;
  const weights = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];
  const second = digits.slice(0, 11).reduce((sum, d, i) => sum + d * weights[i], 0) % 11;
  return second === 10 ? null : second;
}

/** The birth date 'YYYY-MM-DD' an IIN carries, or null when it is no valid IIN. */
export function iinBirthDate(value: string): string | null {
  if (!/^\d{12}$/.test(value)) return null;
  const century = CENTURY[value[6]];
  const digits = [...value].map(Number);
  if (century === undefined || checkDigit(digits) !== digits[11]) return null;
  const iso = `${century + Number(value.slice(0, 2))}-${value.slice(2, 4)}-${value.slice(4, 6)}`;
  const probe = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(probe.getTime()) && probe.toISOString().startsWith(iso) ? iso : null;
}

/** Whether a value is a valid IIN. */
export const iin = (value: string): boolean => iinBirthDate(value) !== null;

/**
 * Why an IIN is refused, or null: not a valid IIN, or (when a birth date is known) a birth date
 * other than the one it carries.
 */
export function iinFailure(value: string, birthDate?: string | null): [ValidationMessageKey, ValidationParams] | null {
  const carried = iinBirthDate(value);
  if (!carried) return ['iin', {}];
  // A birth date that is no real day has its own problem; the IIN is not compared with it.
  if (birthDate && ageOn(birthDate, birthDate) !== null && birthDate !== carried)
    return ['iin_birth_date', { date: `${carried.slice(8, 10)}.${carried.slice(5, 7)}.${carried.slice(0, 4)}` }];
  return null;
}
