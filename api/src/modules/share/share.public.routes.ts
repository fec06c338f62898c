// Public share images (endpoint objects of @league/shared/endpoints, share): PNG bytes answered
// through the public cache of the module (ETag, 304, `Cache-Control: public, no-cache`, the
// micro-cache), like every other public answer; the drawings themselves are kept by the service.
import { share as endpoints } from '@league/shared/endpoints';
import type { Language } from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_CACHE_CONTROL } from '../../plugins/public-cache';
import { idOf, keyOf, slugOf } from '../../lib/path-params';
import { route, type FileReply } from '../../lib/route';
import type { ShareKind, ShareService } from './share.service';

const png = (bytes: Buffer, name: string): FileReply => ({
  body: bytes,
  contentType: 'image/png',
  size: bytes.length,
  filename: `${name}.png`,
  cacheControl: PUBLIC_CACHE_CONTROL,
});

export async function sharePublicRoutes(app: FastifyInstance, { share }: { share: ShareService }) {
  const answer = async (kind: ShareKind, key: string | number, language: Language) =>
    png(await share.image(kind, language, String(key)), `${kind}-${key}`);
  // The subject as its page's endpoint reads it: a slug or id that names nothing is a 404 there and here.
  route(app, endpoints.match, async ({ params, query, request }) =>
    answer('match', idOf(params), query.lang ?? request.lang),
  );
  route(app, endpoints.tournament, async ({ params, query, request }) =>
    answer('tournament', idOf(params), query.lang ?? request.lang),
  );
  route(app, endpoints.team, async ({ params, query, request }) =>
    answer('team', slugOf(params), query.lang ?? request.lang),
  );
  route(app, endpoints.player, async ({ params, query, request }) =>
    answer('player', slugOf(params), query.lang ?? request.lang),
  );
  route(app, endpoints.club, async ({ params, query, request }) =>
    answer('club', slugOf(params), query.lang ?? request.lang),
  );
  route(app, endpoints.referee, async ({ params, query, request }) =>
    answer('referee', keyOf(params), query.lang ?? request.lang),
  );
  route(app, endpoints.news, async ({ params, query, request }) =>
    answer('news', params.slug, query.lang ?? request.lang),
  );
  route(app, endpoints.album, async ({ params, query, request }) =>
    answer('album', params.slug, query.lang ?? request.lang),
  );
  route(app, endpoints.analytics, async ({ params, query, request }) =>
    answer('analytics', params.slug, query.lang ?? request.lang),
  );
}
