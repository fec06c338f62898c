// Errors that mean "the database cannot be reached right now" (server down or restarting, a
// connection ended by the administrator, no connection within the pool's timeout): the API
// answers 503 with Retry-After, not 500, and the next request gets a new connection.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// PostgreSQL: class 08 (connection exception), 57P01-57P03 (shutdown, crash, starting up), 53300 (too many connections).
const PG_CODES = /^(08\w{3}|57P0[123]|53300)$/;
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection (?:refused|reset)/i,
  /client has encountered a connection error/i,
  /the database system is (?:starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
  /cannot use a pool after calling end/i,
  /PGlite is closed/i,
  /driver has already been destroyed/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_CODES.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    // AggregateError of a failed connect to several addresses (IPv4 and IPv6 of localhost).
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}

/** Seconds a client should wait before retrying while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
