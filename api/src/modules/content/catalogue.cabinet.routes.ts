// /cabinet/content/catalogue/:kind — the small items of the content area, one set of endpoints
// per kind — and the PDF upload of a document (HTTP only; rules in catalogue/catalogue.service.ts).
import type { CatalogueKind } from '@league/shared/contracts';
import { catalogueCabinet } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { paginated } from '../../lib/pagination';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import { readMultipartUpload } from '../../storage/upload';
import type { CatalogueService } from './catalogue/catalogue.service';

// Each kind validates with its own body contract; the handlers pass the checked body on as it is.
const KINDS = {
  videos: catalogueCabinet.videos,
  press: catalogueCabinet.press,
  partners: catalogueCabinet.partners,
  banners: catalogueCabinet.banners,
  employees: catalogueCabinet.employees,
  trustees: catalogueCabinet.trustees,
  documents: catalogueCabinet.documents,
  contacts: catalogueCabinet.contacts,
  pages: catalogueCabinet.pages,
} as unknown as Record<CatalogueKind, typeof catalogueCabinet.partners>;

export function catalogueCabinetRoutes(app: FastifyInstance, catalogue: CatalogueService) {
  for (const [kind, endpoints] of Object.entries(KINDS) as [CatalogueKind, typeof catalogueCabinet.partners][]) {
    route(app, endpoints.list, async ({ query, request }) => {
      const { data, total, window } = await catalogue.list(kind, request.lang, query);
      return paginated(data, total, window);
    });
    route(app, endpoints.create, async ({ body, request, reply }) => {
      reply.code(201);
      return ok(await catalogue.create(kind, request.lang, body as Record<string, unknown>));
    });
    route(app, endpoints.update, async ({ params, body, request }) =>
      ok(await catalogue.update(kind, request.lang, params.id, body as Record<string, unknown>)),
    );
    route(app, endpoints.remove, async ({ params }) => ok(await catalogue.remove(kind, params.id)));
  }
  route(app, catalogueCabinet.uploadDocument, async ({ request, reply }) => {
    const { file } = await readMultipartUpload(request, { field: 'file', kind: 'publicDocument' });
    if (!file) throw new AppError('validation_failed', { fields: { file: [{ rule: 'required' }] } });
    reply.code(201);
    return ok(await catalogue.uploadDocument(file));
  });
}
