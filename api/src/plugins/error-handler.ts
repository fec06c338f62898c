// The one error handler: every failure leaves as
// `{ success: false, message, data: { errors: { field: [msg] } } }` in the request's language.
// Fastify's own parse errors (malformed JSON, unsupported content type, body too large) are
// client errors, never 500; a 5xx never carries internals (they go to the log).
import { ELIGIBILITY_CODES, type DocumentType, type EligibilityCode, type Language } from '@league/shared/contracts';
import { eligibilityMessage } from '@league/shared/labels';
import { formatValidationMessage, isValidationMessageKey } from '@league/shared/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, ERROR_STATUS, type AppErrorCode, type FieldErrors } from '../lib/errors';
import { resolveLanguage } from '../lib/language';
import { apiMessage, isApiMessageKey } from '../lib/messages';

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
      if (rule === 'eligibility' && (ELIGIBILITY_CODES as readonly string[]).includes(String(params.code))) {
        return eligibilityMessage({ code: params.code as EligibilityCode, document_type: (params.document_type as DocumentType | undefined) ?? null }, language);
      }
      if (isApiMessageKey(rule)) return apiMessage(language, rule, params);
      if (isValidationMessageKey(rule)) return formatValidationMessage(language, rule, { field, ...params });
      return formatValidationMessage(language, 'default', { field });
    });
  }
  return out;
}

export function envelope(language: Language, code: AppErrorCode, params: Record<string, string | number> = {}, fields: FieldErrors = {}) {
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
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, 'application error');
        reply.headers(error.headers).code(error.statusCode);
        const body = envelope(language, error.code, error.params, error.fields);
        return { ...body, data: { ...error.data, errors: body.data.errors } };
      }
      const code = codeOfFrameworkError(error);
      const status = code === 'internal' || code === 'service_unavailable' ? ERROR_STATUS[code] : (error.statusCode ?? ERROR_STATUS[code]);
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
