// The validation rules of spec §5 as pure functions: `true` when the value passes.
// The browser's forms and the API's contracts use the same functions, so both ends agree.

export type ValidationRule =
  | 'required'
  | 'email'
  | 'regex'
  | 'url'
  | 'digits'
  | 'min_value'
  | 'max_value'
  | 'min'
  | 'max'
  | 'min_or_empty'
  | 'phone'
  | 'confirmed';

/** Anything that is not a string or number counts as its string form ('' for null/undefined). */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

// Deliberately simple: one @, no spaces, a dot in the domain part, no dot at either end.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function required(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'boolean') return value;
  return text(value).trim() !== '';
}

export function email(value: unknown): boolean {
  return EMAIL.test(text(value));
}

export function regex(value: unknown, pattern: RegExp | string): boolean {
  const re = typeof pattern === 'string' ? new RegExp(pattern) : pattern;
  return re.test(text(value));
}

export function url(value: unknown): boolean {
  const raw = text(value).trim();
  if (!/^https?:\/\//i.test(raw)) return false;
  try {
    const parsed = new URL(raw);
    return parsed.hostname.includes('.') || parsed.hostname === 'localhost';
  } catch {
    return false;
  }
}

/** Exactly `length` digits (spec: "exactly {length} digits/characters"). */
export function digits(value: unknown, count: number): boolean {
  const raw = text(value);
  return raw.length === count && /^\d+$/.test(raw);
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const raw = text(value).trim();
  if (raw === '') return null;
  const parsed = Number(raw);
  return Number.isFinite(parsed) ? parsed : null;
}

export function minValue(value: unknown, bound: number): boolean {
  const n = toNumber(value);
  return n !== null && n >= bound;
}

export function maxValue(value: unknown, bound: number): boolean {
  const n = toNumber(value);
  return n !== null && n <= bound;
}

/** Length in characters (code points, so a Kazakh letter or an emoji counts once). */
export function length(value: unknown): number {
  return [...text(value)].length;
}

export function min(value: unknown, minLength: number): boolean {
  return length(value) >= minLength;
}

export function max(value: unknown, maxLength: number): boolean {
  return length(value) <= maxLength;
}

export function minOrEmpty(value: unknown, minLength: number): boolean {
  return text(value) === '' || length(value) >= minLength;
}

/** Removes everything but digits ('+7 (701) 123-45-67' → '77011234567'). */
export function phoneDigits(value: unknown): string {
  return text(value).replace(/\D/g, '');
}

export const PHONE_DIGITS = 11;

export function phone(value: unknown): boolean {
  return phoneDigits(value).length === PHONE_DIGITS;
}

export function confirmed(value: unknown, target: unknown): boolean {
  return text(value) === text(target);
}
