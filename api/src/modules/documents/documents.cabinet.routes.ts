// /cabinet/documents/:owner/:id: a person's document streamed (GET, never kept by a browser or
// a proxy), a new document (POST multipart) and its deletion (DELETE). HTTP only; the scope is
// the service's.
import multipart from '@fastify/multipart';
import { documents as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import { readMultipartUpload } from '../../storage/upload';
import type { DocumentsService } from './documents.service';

export async function documentsCabinetRoutes(app: FastifyInstance, { documents }: { documents: DocumentsService }) {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  route(app, endpoints.documentFile, async ({ params, request }) => {
    const file = await documents.file(params.owner, params.id, request.currentUser());
    return {
      body: file.body,
      contentType: file.contentType,
      size: file.size,
      filename: file.filename,
      cacheControl: 'private, no-store',
    };
  });
  route(app, endpoints.uploadDocument, async ({ params, request, reply }) => {
    const upload = await readMultipartUpload(request, { field: 'file', kind: 'document' });
    const saved = await documents.upload(params.owner, params.id, request.currentUser(), upload);
    reply.code(201);
    return ok(saved);
  });
  route(app, endpoints.deleteDocument, async ({ params, request }) =>
    ok(await documents.remove(params.owner, params.id, request.currentUser())),
  );
}
