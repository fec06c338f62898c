// GET /cabinet/documents/:owner/:id/file: a person's document, streamed (HTTP only; the scope
// is the service's). Never kept by a browser or a proxy.
import { documents as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { DocumentsService } from './documents.service';

export async function documentsCabinetRoutes(app: FastifyInstance, { documents }: { documents: DocumentsService }) {
  route(app, endpoints.documentFile, async ({ params, request }) => {
    const file = await documents.file(params.owner, params.id, request.currentUser());
    return { body: file.body, contentType: file.contentType, size: file.size, filename: file.filename, cacheControl: 'private, no-store' };
  });
}
