// Request input no route has to think about: JSON bodies nested deeper than any contract are
// refused (400) before they are parsed, and a NUL character anywhere in the path parameters,
// the query or a JSON body is a field error (422) before any handler runs, including handlers
// that read `request.params` themselves.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type FieldErrors } from '../lib/errors';
import { inspectInput, jsonDepthExceeds, MAX_INPUT_DEPTH } from '../lib/input-guard';

export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // Fastify's own JSON parser (prototype-poisoning checks included), behind a depth check.
    const defaultJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (jsonDepthExceeds(text, MAX_INPUT_DEPTH)) {
        done(new AppError('bad_request', { fields: { body: [{ rule: 'too_deep' }] } }), undefined);
        return;
      }
      defaultJson(request, text, done);
    });

    app.addHook('preValidation', async (request: FastifyRequest) => {
      const fields: FieldErrors = {};
      for (const [part, value] of [
        ['params', request.params],
        ['query', request.query],
        // Multipart forms are read by their routes (which validate the fields with the contracts).
        ['body', /^multipart\//i.test(request.headers['content-type'] ?? '') ? undefined : request.body],
      ] as const) {
        if (value === undefined || value === null) continue;
        const { problems } = inspectInput(value, part);
        if (problems.tooDeep) throw new AppError('bad_request', { fields: { [part]: [{ rule: 'too_deep' }] } });
        Object.assign(fields, problems.fields);
      }
      if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
    });
  },
  { name: 'input-guard' },
);
