// What the cabinet route scopes of the registry (clubs, teams) share: multipart forms for their
// image uploads. (Public answers a write changes are forgotten by one root hook for every
// signed-in write: plugins/public-cache.ts, publicCacheInvalidation.)
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** Lets the scope's routes read multipart bodies (readMultipartUpload sets the limits per call). */
export async function multipartForms(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
}
