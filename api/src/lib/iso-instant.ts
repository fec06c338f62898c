// Instants as the API answers them: ISO text in UTC with milliseconds, as `Date#toISOString`.

/** PostgreSQL's text of a timestamptz in UTC (as JSON gives it in a UTC session), to the microsecond. */
const UTC_TEXT = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00:00$/;

/**
 * An instant (a `Date`, or PostgreSQL's text of a timestamptz) as `toISOString` gives it. UTC
 * text (`2026-03-01T10:00:00+00:00`, `…:00.123456+00:00`; a match set has two per match) is
 * rewritten without a `Date`, its fraction cut to milliseconds as `Date` does; any other form
 * is parsed.
 */
export function isoInstant(value: Date | string): string {
  const utc = typeof value === 'string' ? UTC_TEXT.exec(value) : null;
  if (utc) return `${utc[1]}.${(utc[2] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  return new Date(value).toISOString();
}
