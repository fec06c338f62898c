// The league's identity for everyone: the identity itself, the web app manifest and the icons
// made from it. Public answers: cached per version of the public data, which a save moves.
import { league as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { FileStorage } from '../../storage/storage';
import { iconPng, manifestOf } from './league.icons';
import type { LeagueService } from './league.service';

export async function leaguePublicRoutes(
  app: FastifyInstance,
  { league, storage }: { league: LeagueService; storage: FileStorage },
) {
  route(app, endpoints.identity, async () => ok(await league.identity()));

  route(app, endpoints.manifest, async ({ query, request }) => {
    const body = Buffer.from(JSON.stringify(manifestOf(await league.identity(), query.lang ?? request.lang)), 'utf8');
    return {
      body,
      contentType: 'application/manifest+json; charset=utf-8',
      size: body.length,
      filename: 'manifest.webmanifest',
      cacheControl: 'no-cache',
    };
  });

  route(app, endpoints.icon, async ({ query }) => {
    const size = Number(query.size ?? '192');
    const body = await iconPng(storage, await league.identity(), size, query.maskable === '1');
    return {
      body,
      contentType: 'image/png',
      size: body.length,
      filename: `icon-${size}.png`,
      cacheControl: query.v ? 'public, max-age=86400' : 'no-cache',
    };
  });
}
