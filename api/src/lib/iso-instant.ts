// Instants as the API answers them: ISO text in UTC with milliseconds, as `Date#toISOString`.

/**
 * An instant (a `Date`, or PostgreSQL's text of a timestamptz) as `toISOString` gives it. The
 * UTC text of a whole second (`2026-03-01T10:00:00+00:00`, what JSON gives in a UTC session) is
 * rewritten without a `Date` (a match set has two per match); any other form is parsed.
 */
export function isoInstant(value: Date | string): string {
  if (typeof value === 'string' && value.length === 25 && value[10] === 'T' && value.endsWith('+00:00')) return `${value.slice(0, 19)}.000Z`;
  return new Date(value).toISOString();
}
