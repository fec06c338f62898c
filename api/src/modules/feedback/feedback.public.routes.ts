// POST /feedback: multipart/form-data (what the site sends) or JSON. HTTP only: read the
// fields, validate with the endpoint object's body contract (field errors in the request's
// language), submit.
import multipart from '@fastify/multipart';
import { feedback as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { ok, parseBody } from '../../lib/validate';
import type { FeedbackService } from './feedback.service';

const MULTIPART_LIMITS = { fields: 20, fieldSize: 16 * 1024, files: 5, fileSize: 1024, parts: 30 };

/** Multipart fields as plain strings; files are not part of the form and are skipped. */
async function multipartFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body = request.body;
  // Another registration may have attached the fields already (`attachFieldsToBody`).
  if (body && typeof body === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(body as Record<string, unknown>)) {
      const value =
        entry && typeof entry === 'object' && 'value' in entry ? (entry as { value: unknown }).value : entry;
      if (typeof value === 'string') out[name] = value;
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        part.file.resume();
        continue;
      }
      if (typeof part.value === 'string') out[part.fieldname] = part.value;
    }
  } catch (error) {
    // A broken body ("Unexpected end of form") is the client's fault, not a 500.
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) throw error;
    throw new AppError('bad_request', { cause: error });
  }
  return out;
}

export async function feedbackPublicRoutes(app: FastifyInstance, { feedback }: { feedback: FeedbackService }) {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: MULTIPART_LIMITS });
  }

  // Method and path come from the endpoint object, but not through route(): route() validates
  // the body before the handler runs, while this route must refuse a flood before reading the
  // body and reads multipart fields itself (files skipped, limits above).
  const submit = endpoints.submit;
  app.route({
    method: submit.method,
    url: submit.path,
    handler: async (request, reply) => {
      // Count the post and refuse a flood before reading the body.
      await feedback.admit(request.ip);
      let body;
      try {
        const raw = request.isMultipart() ? await multipartFields(request) : request.body;
        body = parseBody(submit.body!, raw ?? {});
      } catch (error) {
        await feedback.release(request.ip);
        throw error;
      }
      const result = await feedback.submit(body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        language: request.lang,
      });
      reply.code(201);
      return ok(result);
    },
  });
}
