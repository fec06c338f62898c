// Nothing personal in a log line (ADR 0272): passwords, tokens, identity numbers (IIN), birth
// dates, contacts and names. Three layers, each cheap enough for every line:
//   1. keys: any field with a personal name, at any depth of a logged object, is censored
//      (`redactObject`, pino's `formatters.log`) — pino's own `redact` knows fixed paths only;
//   2. the request's URL: the values of such query parameters (`scrubUrl`, the `req` serializer);
//   3. the written line: bearer tokens, credentials in URLs, long random strings (a session
//      token is 43 characters of base64url) and 12-digit numbers (an IIN) are replaced whatever
//      key or message carries them (`scrubLine`, pino's `streamWrite` hook).
export const CENSORED = '[redacted]';

/** Field names (lower case, without `_`/`-`) whose values are personal or secret. */
const PERSONAL_KEYS = new Set(
  [
    'password',
    'current_password',
    'new_password',
    'password_confirmation',
    'token',
    'access_token',
    'refresh_token',
    'reset_token',
    'secret',
    'authorization',
    'cookie',
    'set-cookie',
    'iin',
    'identity_number',
    'birth_date',
    'date_of_birth',
    'birthday',
    'phone',
    'email',
    'address',
    'name',
    'first_name',
    'last_name',
    'middle_name',
    'patronymic',
    'full_name',
    'text',
    'document_number',
    'passport',
  ].map((key) => normalise(key)),
);

function normalise(key: string): string {
  return key.toLowerCase().replace(/[_-]/g, '');
}

export const isPersonalKey = (key: string): boolean => PERSONAL_KEYS.has(normalise(key));

const MAX_DEPTH = 8;

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of a logged object with every personal field censored, at any depth. Only plain objects
 * and arrays are walked: errors, requests and answers have serializers of their own.
 */
export function redactObject<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactObject(item, depth + 1)) as T;
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value))
    out[key] = isPersonalKey(key) && field !== undefined && field !== null ? CENSORED : redactObject(field, depth + 1);
  return out as T;
}

/** A URL as logged: the values of personal query parameters censored (`?token=…`, `?email=…`). */
export function scrubUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed name is kept as it came
      }
      // `filter[iin]=…`: any part of a bracketed name may say what the value is.
      const parts = name.split(/[[\]]+/).filter(Boolean);
      const personal = parts.some((part) => isPersonalKey(part)) || parts[0] === 'q';
      return personal ? `${pair.slice(0, eq)}=${CENSORED}` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

const BEARER = /\b(Bearer|Basic)\s+[^\s"',]+/gi;
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/[^:/\s"@]+):[^@\s"/]+@/gi;
/** 12 digits alone: the shape of an IIN (a log's numbers are times, ids and sizes, never that long). */
const IIN = /(?<![\d.])\d{12}(?![\d.])/g;
/** A run of base64url characters long enough to be a key or a token. */
const RANDOM_RUN = /[A-Za-z0-9_-]{32,}/g;
/** Random strings mix cases and digits; words, slugs, paths and hex digests do not. */
const looksRandom = (run: string) => /[A-Z]/.test(run) && /[a-z]/.test(run) && /\d/.test(run);

/** The last look at a written line: secrets that reached it in a message or an unknown field. */
export function scrubLine(line: string): string {
  return line
    .replace(BEARER, `$1 ${CENSORED}`)
    .replace(URL_CREDENTIALS, `$1:${CENSORED}@`)
    .replace(IIN, CENSORED)
    .replace(RANDOM_RUN, (run) => (looksRandom(run) ? CENSORED : run));
}
