// The API's logger options: the configured level, and nothing personal in the log. Request
// bodies are never logged; authorization headers, cookies and fields that hold personal data
// are censored wherever they appear in a logged object; a database error's `detail` ("Failing
// row contains (…)"), its parameters and the query are dropped, as they repeat the row's values.
// Every line written while a request runs carries its id (ops/logging/request-scope.ts); a
// person at a terminal reads the lines pretty-printed (pino-pretty), a collector gets JSON (ADR 0272).
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import { currentRequestId } from '../ops/logging/request-scope';
import { redactObject, scrubLine, scrubUrl } from '../ops/logging/redaction';

const PERSONAL_FIELDS = [
  'password',
  'current_password',
  'new_password',
  'token',
  'phone',
  'email',
  'address',
  'name',
  'text',
  'birth_date',
  'iin',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'body',
  'headers.authorization',
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `body.${field}`, `input.${field}`]),
];

const DROPPED_ERROR_FIELDS = new Set([
  'detail',
  'parameters',
  'query',
  'where',
  'internalQuery',
  'body',
  'rawPacket',
  'params',
]);

/** An error as logged: type, message, code and stack, the cause likewise; no values of the row. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!error || typeof error !== 'object' || depth > 3) return error;
  const source = error as Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };
  const out: Record<string, unknown> = { type: (error as Error).constructor?.name ?? 'Error' };
  if (typeof source.message === 'string') out.message = scrubMessage(source.message);
  if (typeof source.stack === 'string') out.stack = scrubMessage(source.stack);
  for (const [key, value] of Object.entries(source)) {
    if (DROPPED_ERROR_FIELDS.has(key) || key === 'message' || key === 'stack' || key === 'cause') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = typeof value === 'string' ? scrubMessage(value) : value;
  }
  if (source.cause) out.cause = serializeError(source.cause, depth + 1);
  return out;
}

/** PostgreSQL repeats values in some messages: `Key (email)=(a@b.kz) already exists`, `Failing row contains (…)`. */
const scrubMessage = (text: string): string =>
  text.replace(/Failing row contains \(.*?\)(?=\.|$)/gs, 'Failing row contains (…)').replace(/\)=\((.*?)\)/g, ')=(…)');

/** A request as logged: method, URL (personal query values censored), host and the client's address. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: scrubUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

interface BoundLogger {
  bindings?: () => Record<string, unknown>;
}

/** Adds the running request's id to a line of a logger that is not the request's own (which has it). */
function requestIdMixin(_merge: object, _level: number, logger?: BoundLogger): Record<string, unknown> {
  const reqId = currentRequestId();
  if (reqId === undefined || (logger?.bindings && 'reqId' in logger.bindings())) return {};
  return { reqId };
}

export type LogFormat = 'pretty' | 'json' | 'auto';

/** `auto`: pretty when the output is a terminal (`npm start` by hand), JSON otherwise (a service, a collector). */
export const prettyLogs = (format: LogFormat, isTerminal = Boolean(process.stdout.isTTY)): boolean =>
  format === 'pretty' || (format === 'auto' && isTerminal);

export function loggerOptions(level: string, format: LogFormat = 'json'): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest } as unknown as Record<
      string,
      (value: never) => Record<string, unknown>
    >,
    formatters: { log: (object: Record<string, unknown>) => redactObject(object) },
    mixin: requestIdMixin,
    hooks: { streamWrite: scrubLine },
    ...(prettyLogs(format)
      ? {
          stream: pretty({
            colorize: Boolean(process.stdout.isTTY),
            translateTime: 'SYS:HH:MM:ss.l',
            ignore: 'pid,hostname',
            singleLine: true,
            sync: true,
          }),
        }
      : {}),
  } as unknown as FastifyServerOptions['logger'];
}
