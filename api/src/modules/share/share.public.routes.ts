// Public share images (endpoint objects of @league/shared/endpoints, share): PNG bytes answered
// through the public cache of the module (ETag, 304, `Cache-Control: public, no-cache`, the
// micro-cache), like every other public answer; the drawings themselves are kept by the service.
import type { FileAnswer, Language } from '@league/shared/contracts';
import { share as endpoints, type Endpoint } from '@league/shared/endpoints';
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

/** A share image's endpoint: its subject in the path, the picture's language in the query. */
type ImageEndpoint<P> = Endpoint<P, { lang?: Language }, undefined, FileAnswer>;

export async function sharePublicRoutes(app: FastifyInstance, { share }: { share: ShareService }) {
  // The subject as its page's endpoint reads it: a slug or id that names nothing is a 404 there and here.
  const image = <P>(endpoint: ImageEndpoint<P>, kind: ShareKind, subject: (params: P) => string | number) =>
    route(app, endpoint, async ({ params, query, request }) => {
      const key = subject(params);
      return png(await share.image(kind, query.lang ?? request.lang, String(key)), `${kind}-${key}`);
    });
  image(endpoints.match, 'match', idOf);
  image(endpoints.tournament, 'tournament', idOf);
  image(endpoints.team, 'team', slugOf);
  image(endpoints.player, 'player', slugOf);
  image(endpoints.club, 'club', slugOf);
  image(endpoints.referee, 'referee', keyOf);
  image(endpoints.news, 'news', (params) => params.slug);
  image(endpoints.album, 'album', (params) => params.slug);
  image(endpoints.analytics, 'analytics', (params) => params.slug);
}
