// /cabinet/content/articles/:kind (news and sport analytics), their lifecycle and preview, the
// picture upload of the content area and the editor's link choices (HTTP only; rules in the
// services). A successful write forgets the public answers of every process by itself
// (plugins/public-cache.ts).
import { contentCabinet as endpoints, contentPreview } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { multipartForms } from '../../lib/cabinet-writes';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import { paginated } from '../../lib/pagination';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { Clock } from '../../lib/clock';
import type { DB } from '../../db/database';
import type { FileStorage } from '../../storage/storage';
import { readMultipartUpload } from '../../storage/upload';
import { albumsCabinetRoutes } from './albums.cabinet.routes';
import type { AlbumsService } from './albums/albums.service';
import type { ArticlesService } from './articles/articles.service';
import { catalogueCabinetRoutes } from './catalogue.cabinet.routes';
import type { CatalogueService } from './catalogue/catalogue.service';
import type { ContentService } from './content.service';
import { storePicture } from './pictures/pictures.service';

export interface ContentCabinetServices {
  content: ContentService;
  articles: ArticlesService;
  albums: AlbumsService;
  catalogue: CatalogueService;
  pictures: { db: DB; storage: FileStorage; clock: Clock };
}

export async function articlesCabinetRoutes(
  app: FastifyInstance,
  { content, articles, albums, catalogue, pictures }: ContentCabinetServices,
) {
  await multipartForms(app);
  albumsCabinetRoutes(app, albums);
  catalogueCabinetRoutes(app, catalogue);

  route(app, endpoints.articles, async ({ params, query, request }) => {
    const { data, total, window } = await articles.list(request.lang, params.kind, query);
    return paginated(data, total, window);
  });
  route(app, endpoints.article, async ({ params, request }) =>
    ok(await articles.detail(request.lang, params.kind, params.id)),
  );
  route(app, endpoints.createArticle, async ({ params, body, request, reply }) => {
    reply.code(201);
    return ok(await articles.create(request.lang, request.currentUser().id, params.kind, body));
  });
  route(app, endpoints.updateArticle, async ({ params, body, request }) =>
    ok(await articles.update(request.lang, params.kind, params.id, body)),
  );
  route(app, endpoints.setArticleStatus, async ({ params, body, request }) =>
    ok(await articles.setStatus(request.lang, params.kind, params.id, body)),
  );
  route(app, endpoints.deleteArticle, async ({ params, request }) =>
    ok(await articles.remove(params.kind, params.id, request.lang)),
  );
  route(app, contentPreview.previewNews, async ({ params, request }) =>
    ok(await content.previewNews(request.lang, params.id)),
  );
  route(app, endpoints.linkChoices, async ({ query, request }) =>
    ok(await articles.linkChoices(request.lang, query.kind ?? 'team', query.q)),
  );

  route(app, endpoints.uploadPicture, async ({ request, reply }) => {
    const { file } = await readMultipartUpload(request, { field: 'file', kind: 'photo' });
    if (!file) throw new AppError('validation_failed', { fields: { file: [{ rule: 'required' }] } });
    const stored = await storePicture(pictures.db, pictures.storage, file, pictures.clock());
    reply.code(201);
    return ok({ path: stored.path, url: fileUrl(stored.path) ?? '', picture: stored.picture });
  });
}
