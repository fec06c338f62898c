// What the cabinet route scopes of the registry (clubs, teams, stadiums) share: multipart forms
// for their image uploads, and forgetting the micro-cached public answers once a write succeeded
// (a renamed team or an archived club shows at once on the public pages this replica serves).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { clearPublicCaches } from '../plugins/public-cache';

/** Lets the scope's routes read multipart bodies (readMultipartUpload sets the limits per call). */
export async function multipartForms(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
}

/** After a successful POST, PUT, PATCH or DELETE of the scope, the public micro-cache is cleared. */
export function forgetPublicAnswersAfterWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) clearPublicCaches();
    return payload;
  });
}
