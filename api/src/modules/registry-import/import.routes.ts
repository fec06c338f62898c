// /cabinet/import (super_admin) and a team's own /cabinet/team/:id/{players,staff}/import
// (super_admin, the club's command_admin): HTTP only — the file read from the multipart body,
// the rules in the service (ADR 0250).
import multipart from '@fastify/multipart';
import { playersCabinet, registryImport as endpoints, staffCabinet } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { RegistryImportService } from './import.service';
import { readSpreadsheetUpload } from './upload';

export async function registryImportRoutes(app: FastifyInstance, { imports }: { imports: RegistryImportService }) {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  route(app, endpoints.template, async ({ params, query, request }) => {
    const file = await imports.template(params.kind, query.format ?? 'xlsx', request.lang);
    return {
      body: Readable.from([file.body]),
      contentType: file.contentType,
      size: file.body.length,
      filename: file.filename,
      cacheControl: 'private, no-store',
    };
  });
  route(app, endpoints.preview, async ({ request }) => {
    const upload = await readSpreadsheetUpload(request, request.lang);
    return ok(await imports.preview(request.lang, request.currentUser(), upload));
  });
  route(app, endpoints.run, async ({ request }) => {
    const upload = await readSpreadsheetUpload(request, request.lang);
    return ok(await imports.run(request.lang, request.currentUser(), upload));
  });
  route(app, playersCabinet.importPlayers, async ({ params, request }) => {
    const upload = await readSpreadsheetUpload(request, request.lang);
    return ok(await imports.run(request.lang, request.currentUser(), upload, { teamId: params.id, kind: 'players' }));
  });
  route(app, staffCabinet.importStaff, async ({ params, request }) => {
    const upload = await readSpreadsheetUpload(request, request.lang);
    return ok(await imports.run(request.lang, request.currentUser(), upload, { teamId: params.id, kind: 'staff' }));
  });
}
