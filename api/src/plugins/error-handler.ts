// The one error handler: every failure leaves as
// `{ success: false, message, data: { errors: { field: [msg] } } }` in the request's language.
// Fastify's own parse errors (malformed JSON, unsupported content type, body too large) are
// client errors, never 500; a 5xx never carries internals (they go to the log).
import type { Language } from '@league/shared/contracts';
import { formatValidationMessage, isValidationMessageKey } from '@league/shared/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/db-errors';
import { AppError, ERROR_STATUS, type AppErrorCode, type FieldErrors } from '../lib/errors';
import { resolveLanguage } from '../lib/language';
import { apiMessage, isApiMessageKey, isServerFieldRule, serverFieldMessages } from '../lib/messages';
import { securityHeaderValues } from './security-headers';

export interface ErrorHandlerOptions {
  /** Called for unknown non-API GET paths (SPA fallback); returns true when it answered. */
  notFoundFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

function languageOf(request: FastifyRequest): Language {
  try {
    return request.lang;
  } catch {
    return resolveLanguage(request.headers['accept-language']);
  }
}

export function translateFields(fields: FieldErrors, language: Language): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, issues] of Object.entries(fields)) {
    out[field] = issues.map(({ rule, params = {} }) => {
      if (isApiMessageKey(rule)) return apiMessage(language, rule, params);
      if (isServerFieldRule(rule)) return serverFieldMessages[language][rule];
      if (isValidationMessageKey(rule)) return formatValidationMessage(language, rule, { field, ...params });
      return formatValidationMessage(language, 'default', { field });
    });
  }
  return out;
}

export function envelope(
  language: Language,
  code: AppErrorCode,
  params: Record<string, string | number> = {},
  fields: FieldErrors = {},
) {
  return {
    success: false as const,
    message: apiMessage(language, code, params),
    data: { errors: translateFields(fields, language) },
  };
}

/** Maps a framework error (no AppError) to a code, by its Fastify code or status. */
function codeOfFrameworkError(error: FastifyError): AppErrorCode {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_media_type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'payload_too_large';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'malformed_json';
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) return status === 503 ? 'service_unavailable' : 'internal';
  if (error instanceof SyntaxError) return 'malformed_json';
  switch (status) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 408:
      return 'request_timeout';
    case 414:
      return 'uri_too_long';
    case 431:
      return 'headers_too_large';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    default:
      return 'bad_request';
  }
}

export const errorHandlerPlugin = fp<ErrorHandlerOptions>(
  async (app: FastifyInstance, options) => {
    app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
      const language = languageOf(request);
      // An error answer is never stored by a browser or a proxy.
      if (!reply.hasHeader('cache-control') || error instanceof AppError) reply.header('cache-control', 'no-store');
      if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
        request.log.warn(
          { err: { message: (error as Error).message, code: (error as { code?: unknown }).code } },
          'database unavailable',
        );
        reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return envelope(language, 'service_unavailable');
      }
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, 'application error');
        reply.headers(error.headers).code(error.statusCode);
        const body = envelope(language, error.code, error.params, error.fields);
        return { ...body, data: { ...error.data, errors: body.data.errors } };
      }
      const code = codeOfFrameworkError(error);
      const status =
        code === 'internal' || code === 'service_unavailable'
          ? ERROR_STATUS[code]
          : (error.statusCode ?? ERROR_STATUS[code]);
      if (status >= 500) request.log.error({ err: error }, 'unhandled error');
      else request.log.info({ code: error.code, status }, 'client error');
      reply.code(status >= 400 && status < 600 ? status : 500);
      return envelope(language, code);
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (options.notFoundFallback && (await options.notFoundFallback(request, reply))) return reply;
      reply.code(404);
      return envelope(languageOf(request), 'not_found');
    });
  },
  { name: 'error-handler' },
);

/**
 * Fastify's `frameworkErrors`: a path that is not valid percent-encoding (`%zz`, `%C0%AF`, `%`)
 * and a path parameter longer than the router's limit answer the envelope (400 and 414) with the
 * security headers, like every other error.
 */
export function frameworkErrorHandler(csp?: string) {
  const headers = securityHeaderValues(csp);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 414
        : error.statusCode && error.statusCode < 500
          ? error.statusCode
          : 400;
    const code: AppErrorCode = status === 414 ? 'uri_too_long' : 'bad_request';
    request.log.info({ code: error.code, status }, 'client error');
    void reply
      .code(status)
      .headers({ ...headers, 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' })
      .send(JSON.stringify(envelope(resolveLanguage(request.headers['accept-language']), code)));
  };
}

const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  ERR_HTTP_HEADERS_TIMEOUT: 408,
};

/**
 * Node's `clientError` (headers too large, a request that never finished, unparsable HTTP): the
 * socket gets the envelope (in kk: no headers could be read) with the security headers, then closes.
 */
export function clientErrorHandler(csp?: string) {
  const headers = securityHeaderValues(csp);
  return (error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
    const code: AppErrorCode =
      status === 431 ? 'headers_too_large' : status === 408 ? 'request_timeout' : 'bad_request';
    const body = JSON.stringify(envelope('kk', code));
    const lines = [
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    else socket.destroy();
  };
}
