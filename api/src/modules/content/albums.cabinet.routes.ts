// /cabinet/content/albums: the photo albums of the content area and their photos (HTTP only;
// rules in albums/albums.service.ts). The multipart parser is registered by the module's scope.
import { albumsCabinet as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { paginated } from '../../lib/pagination';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import { readMultipartUpload } from '../../storage/upload';
import type { AlbumsService } from './albums/albums.service';

export function albumsCabinetRoutes(app: FastifyInstance, albums: AlbumsService) {
  route(app, endpoints.albums, async ({ query, request }) => {
    const { data, total, window } = await albums.list(request.lang, query);
    return paginated(data, total, window);
  });
  route(app, endpoints.createAlbum, async ({ body, reply }) => {
    reply.code(201);
    return ok(await albums.create(body));
  });
  route(app, endpoints.album, async ({ params }) => ok(await albums.detail(params.id)));
  route(app, endpoints.updateAlbum, async ({ params, body }) => ok(await albums.update(params.id, body)));
  route(app, endpoints.deleteAlbum, async ({ params }) => ok(await albums.remove(params.id)));
  route(app, endpoints.addPhoto, async ({ params, request, reply }) => {
    const { file } = await readMultipartUpload(request, { field: 'file', kind: 'photo' });
    if (!file) throw new AppError('validation_failed', { fields: { file: [{ rule: 'required' }] } });
    reply.code(201);
    return ok(await albums.addPhoto(params.id, file));
  });
  route(app, endpoints.orderPhotos, async ({ params, body }) => ok(await albums.order(params.id, body)));
  route(app, endpoints.captionPhoto, async ({ params, body }) =>
    ok(await albums.caption(params.id, params.photo_id, body)),
  );
  route(app, endpoints.deletePhoto, async ({ params }) => ok(await albums.removePhoto(params.id, params.photo_id)));
}
