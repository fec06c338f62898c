// Public share images (endpoint objects of @league/shared/endpoints, share): PNG bytes answered
// through the public cache of the module (ETag, 304, `Cache-Control: public, no-cache`, the
// micro-cache), like every other public answer; the drawings themselves are kept by the service.
import { share as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_CACHE_CONTROL } from '../../plugins/public-cache';
import { idOf, keyOf, slugOf } from '../../lib/path-params';
import { route, type FileReply } from '../../lib/route';
import type { ShareKind, ShareService } from './share.service';

const png = (bytes: Buffer, name: string): FileReply => ({ body: bytes, contentType: 'image/png', size: bytes.length, filename: `${name}.png`, cacheControl: PUBLIC_CACHE_CONTROL });

export async function sharePublicRoutes(app: FastifyInstance, { share }: { share: ShareService }) {
  // The subject as its page's endpoint reads it: a slug or id that names nothing is a 404 there and here.
  const serve = (kind: ShareKind, keyOf: (params: unknown) => string | number) =>
    route(app, endpoints[kind] as (typeof endpoints)['news'], async ({ params, query, request }) => {
      const key = String(keyOf(params));
      return png(await share.image(kind, query.lang ?? request.lang, key), `${kind}-${key}`);
    });
  serve('match', idOf);
  serve('tournament', idOf);
  serve('team', slugOf);
  serve('player', slugOf);
  serve('club', slugOf);
  serve('referee', keyOf);
  const contentSlug = (params: unknown) => (params as { slug: string }).slug;
  serve('news', contentSlug);
  serve('album', contentSlug);
  serve('analytics', contentSlug);
}
