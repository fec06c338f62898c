// Field structs whose failures name a spec §5 rule and its parameters, so both ends can turn
// a failure into the translated rule message. They travel as extra `rule` and `params` keys of
// the failure: superstruct overwrites `refinement` (with the refine's name) and `explanation`,
// but keeps every other key the refiner returns.
import {
  coerce,
  define,
  enums,
  nullable,
  number,
  optional,
  refine,
  string,
  Struct,
  union,
  unknown,
  type Failure,
} from 'superstruct';
import * as rules from '../validation/rules';
import { birthDateFailure, dateAroundFailure, pastYearFailure, type DateFailure } from '../validation/dates';
import type { ValidationMessageKey, ValidationParams } from '../validation/messages';

/** A superstruct refinement result that names a validation rule. */
export function ruleFailure(rule: ValidationMessageKey, params: ValidationParams = {}): Partial<Failure> {
  const failure: Partial<Failure> & RuleFailure = { rule, params, message: `${rule} ${JSON.stringify(params)}` };
  return failure;
}

/** The extra keys a rule failure carries. */
export interface RuleFailure {
  rule: ValidationMessageKey;
  params: ValidationParams;
}

export interface TextOptions {
  /** Rejects an empty or whitespace-only value ('required'). */
  required?: boolean;
  min?: number;
  max: number;
}

/** A string with a length limit; `required` also rejects whitespace-only values. */
export function text({ required = false, min, max }: TextOptions): Struct<string, null> {
  return refine(string(), 'text', (value) => {
    if (required && !rules.required(value)) return ruleFailure('required');
    if (min !== undefined && value !== '' && !rules.min(value, min)) return ruleFailure('min', { length: min });
    if (!rules.max(value, max)) return ruleFailure('max', { length: max });
    return true;
  });
}

/** A text that may be left out or null. */
const optionalText = (options: TextOptions) => optional(nullable(text(options)));

type OptionalText = ReturnType<typeof optionalText>;
/** The fields of a text in kk, ru and en: `<name>_kk`, `<name>_ru`, `<name>_en`. */
export type TranslatedFields<N extends string, Kk, Other> = { [K in `${N}_kk`]: Kk } & {
  [K in `${N}_ru` | `${N}_en`]: Other;
};

/**
 * A text a form sends in kk, ru and en, each within the same limits; with `required` the kk one
 * must be sent and not be blank, ru and en may always be left out or null.
 */
export function translatedText<N extends string>(
  name: N,
  options: TextOptions & { required: true },
): TranslatedFields<N, Struct<string, null>, OptionalText>;
export function translatedText<N extends string>(
  name: N,
  options: TextOptions,
): TranslatedFields<N, OptionalText, OptionalText>;
export function translatedText(name: string, { required = false, ...limits }: TextOptions) {
  return {
    [`${name}_kk`]: required ? text({ required, ...limits }) : optionalText(limits),
    [`${name}_ru`]: optionalText(limits),
    [`${name}_en`]: optionalText(limits),
  };
}

/** The stored values of a `translatedText`: kk is text when it is required, else text or null. */
export function translatedValues<N extends string>(
  name: N,
  options: { required: true },
): TranslatedFields<N, Struct<string, null>, Struct<string | null, null>>;
export function translatedValues<N extends string>(
  name: N,
): TranslatedFields<N, Struct<string | null, null>, Struct<string | null, null>>;
export function translatedValues(name: string, { required = false }: { required?: boolean } = {}) {
  return {
    [`${name}_kk`]: required ? string() : nullable(string()),
    [`${name}_ru`]: nullable(string()),
    [`${name}_en`]: nullable(string()),
  };
}

/** Exactly `count` digits (a PIN): required, then the digits rule. */
export function digitsText(count: number): Struct<string, null> {
  return refine(string(), 'digits', (value) => {
    if (!rules.required(value)) return ruleFailure('required');
    if (!rules.digits(value, count)) return ruleFailure('digits', { length: count });
    return true;
  });
}

/** A required e-mail address of at most 254 characters. */
export function emailAddress(max = 254): Struct<string, null> {
  return refine(string(), 'email', (value) => {
    if (!rules.required(value)) return ruleFailure('required');
    if (!rules.max(value, max)) return ruleFailure('max', { length: max });
    if (!rules.email(value.trim())) return ruleFailure('email');
    return true;
  });
}

/** A phone that has exactly 11 digits once everything but digits is removed. */
export function phoneNumber(): Struct<string, null> {
  return refine(string(), 'phone', (value) => {
    if (!rules.required(value)) return ruleFailure('required');
    if (!rules.max(value, 32) || !rules.phone(value)) return ruleFailure('phone');
    return true;
  });
}

/** An optional link: empty passes, otherwise it must be an http(s) URL. */
export function link(max = 2048): Struct<string, null> {
  return refine(string(), 'url', (value) => {
    if (value === '') return true;
    if (!rules.max(value, max)) return ruleFailure('max', { length: max });
    if (!rules.url(value)) return ruleFailure('url');
    return true;
  });
}

export interface IntOptions {
  min?: number;
  max?: number;
}

/** The range of PostgreSQL's `integer` (int4), the widest column a client's number lands in. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** The range of `smallint` (int2) columns. */
export const SMALLINT_MAX = 32_767;

/**
 * A whole number within bounds. Unset bounds are int4's, never unbounded: a value a column
 * cannot hold is the client's mistake (422), not a database error. Query strings are coerced
 * by the caller (see `fromQuery`).
 */
export function int({ min = INT4_MIN, max = INT4_MAX }: IntOptions = {}): Struct<number, null> {
  const checked = refine(number(), 'int', (value) => {
    if (!Number.isInteger(value)) return ruleFailure('integer');
    if (value < min) return ruleFailure('min_value', { value: min });
    if (value > max) return ruleFailure('max_value', { value: max });
    return true;
  });
  // Known as an integer to the API's description (OpenAPI), checked with the messages above.
  return new Struct({ ...checked, type: 'integer' });
}

/**
 * Text of an answer that is a calendar date 'YYYY-MM-DD' / a timestamp (ISO 8601): any string
 * to the checks (answers are the server's own), `format: date` / `date-time` to the API's
 * description — which a test holds every real answer to.
 */
export const dateText = (): Struct<string, null> => new Struct({ ...string(), type: 'date' });
export const dateTimeText = (): Struct<string, null> => new Struct({ ...string(), type: 'date-time' });

/** A positive database id. */
export const id = (): Struct<number, null> => int({ min: 1, max: INT4_MAX });

/** A calendar date 'YYYY-MM-DD'. */
export function isoDate(): Struct<string, null> {
  const checked = refine(string(), 'date', (value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return ruleFailure('date');
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? true : ruleFailure('date');
  });
  return new Struct({ ...checked, type: 'date' });
}

const asRefinement = (failure: DateFailure) => (failure ? ruleFailure(failure[0], failure[1]) : true);

/** A birth date 'YYYY-MM-DD': a real day, not in the future, of someone `minAge`…`maxAge` years old today. */
export function birthDate(bounds: { minAge: number; maxAge: number }): Struct<string, null> {
  return refine(isoDate(), 'birth_date', (value) => asRefinement(birthDateFailure(value, bounds)));
}

/** A year from `min` up to the current one (a club's founding year). */
export function pastYear(min: number): Struct<number, null> {
  return refine(int({ min }), 'past_year', (value) => asRefinement(pastYearFailure(value, min)));
}

/** A day 'YYYY-MM-DD' from 1 January `back` years ago to 31 December `ahead` years on. */
export function dateAround(around: { back: number; ahead: number }): Struct<string, null> {
  return refine(isoDate(), 'date_around', (value) => asRefinement(dateAroundFailure(value, around)));
}

/** An ISO 8601 timestamp with a zone ('2026-03-01T10:00:00Z', '…+05:00'). */
export const isoDateTime = (): Struct<string, null> =>
  define<string>(
    'datetime',
    (value) =>
      typeof value === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
  );

/** One of a closed list; a failure reads 'one_of'. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => enums(values);

/**
 * One of two shapes, like superstruct's `union`, keeping its members readable (`schema`) so the
 * API description can list them (`anyOf`) instead of a bare "anything".
 */
export function eitherOf<A, SA, B, SB>(
  members: [Struct<A, SA>, Struct<B, SB>],
): Struct<A | B, [Struct<A, SA>, Struct<B, SB>]> {
  const plain = union(members);
  return new Struct({ ...plain, type: 'union', schema: members });
}

/**
 * A number field of a query string: '12' is read as 12 when validating with `{ coerce: true }`;
 * anything else stays a string and fails as a wrong type.
 */
export function fromQuery(struct: Struct<number, null>): Struct<number, null> {
  return coerceText(struct, (value) => (/^-?\d{1,15}$/.test(value) ? Number(value) : value));
}

/**
 * `coerce(struct, string(), fn)` without its cost: superstruct tests the condition with `is`,
 * which builds a StructError (with a stack trace) for every value that is not text, e.g. each
 * absent optional field of every request. The type test here is plain.
 */
export function coerceText<T, S>(struct: Struct<T, S>, coercer: (value: string) => unknown): Struct<T, S> {
  return coerce(struct, unknown(), (value) => (typeof value === 'string' ? coercer(value) : value));
}
