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

// ---------------------------------------------------------------- dates against reality
// The calendar day is the league's (Asia/Almaty): a date typed in the evening in Almaty is
// checked against Almaty's today, on the server as in the browser. `today` is a parameter of
// every rule so tests can fix it; the default is the real day.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// en-CA formats a day as YYYY-MM-DD. Made once: a formatter costs far more than a format, and
// every birth date a contract checks asks for today (a file of a thousand players, ADR 0250).
let almatyDay: Intl.DateTimeFormat | null = null;

/** The league's calendar day 'YYYY-MM-DD' at `now` (Asia/Almaty). */
export function leagueToday(now: Date = new Date()): string {
  almatyDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Almaty',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return almatyDay.format(now);
}

/** The year of the league's today. */
export function leagueYear(today: string = leagueToday()): number {
  return Number(today.slice(0, 4));
}

/** 'YYYY-MM-DD' of a real calendar day (no 31 April), else null. */
function day(value: unknown): { year: number; month: number; date: number } | null {
  const match = ISO_DAY.exec(text(value));
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, date);
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === date
    ? { year, month, date }
    : null;
}

/** Whole years from `birth` to `today` (both 'YYYY-MM-DD'); null when either is not a day. */
export function ageOn(birth: unknown, today: string = leagueToday()): number | null {
  const from = day(birth);
  const to = day(today);
  if (!from || !to) return null;
  const beforeBirthday = to.month < from.month || (to.month === from.month && to.date < from.date);
  return to.year - from.year - (beforeBirthday ? 1 : 0);
}

/** A real day that is not after today. */
export function notFuture(value: unknown, today: string = leagueToday()): boolean {
  return day(value) !== null && text(value) <= today;
}

/** A real day of someone aged `minAge`…`maxAge` whole years today (bounds included). */
export function ageWithin(value: unknown, minAge: number, maxAge: number, today: string = leagueToday()): boolean {
  const age = ageOn(value, today);
  return age !== null && age >= minAge && age <= maxAge;
}

/** A whole year from `minYear` up to the current one. */
export function yearNotFuture(value: unknown, minYear: number, today: string = leagueToday()): boolean {
  const n = typeof value === 'number' ? value : Number(text(value).trim() || NaN);
  return Number.isInteger(n) && n >= minYear && n <= leagueYear(today);
}

/** A real day within `from`…`to` ('YYYY-MM-DD', both included). */
export function dateWithin(value: unknown, from: string, to: string): boolean {
  return day(value) !== null && text(value) >= from && text(value) <= to;
}

/** From 1 January `back` years ago to 31 December `ahead` years on, around today's year. */
export function yearsAround(back: number, ahead: number, today: string = leagueToday()): { from: string; to: string } {
  const year = leagueYear(today);
  const pad = (y: number) => String(y).padStart(4, '0');
  return { from: `${pad(year - back)}-01-01`, to: `${pad(year + ahead)}-12-31` };
}

/** The bounds of the league's dates (ADR 0165): who may be a player or staff, which days make sense. */
export const DATE_BOUNDS = {
  /** A player's age in whole years today: youth football, from a 4-year-old's first team to the oldest over-age player. */
  player: { minAge: 4, maxAge: 21 },
  /** A staff member's age: an assistant from 16, nobody past 100. */
  staff: { minAge: 16, maxAge: 100 },
  /** A referee's age: from 16 (a youth referee's first licence) to 90. */
  referee: { minAge: 16, maxAge: 90 },
  /** The oldest founding year a club may have (the first football clubs). */
  foundedMin: 1850,
  /** Tournament days (start, finish, a match, the calendar's first day): years before and after the current one. */
  tournament: { back: 5, ahead: 5 },
  /** A document's expiry: an expired one may still be filed, a typo in the year may not. */
  documentExpiry: { back: 20, ahead: 30 },
} as const;
