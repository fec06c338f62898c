// What a restored league is compared by (ADR 0273): every public answer without parameters and
// the pages of a match, a tournament, a team, a player and a club, as a visitor gets them; a
// signed-in cabinet list (the accounts and their passwords came back); an uploaded image's bytes.
import { ENDPOINTS } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/connection';
import { DEMO_NOW, login } from '../helpers';

/** Answers that follow the wall clock or need a query, not the data. */
const LEFT_OUT = new Set(['/datetime', '/search']);

export async function samplePaths(db: DatabaseHandle['db']): Promise<string[]> {
  const match = await db.selectFrom('matches').select('id').orderBy('id').executeTakeFirstOrThrow();
  const tournament = await db.selectFrom('tournaments').select('id').orderBy('id').executeTakeFirstOrThrow();
  const team = await db.selectFrom('teams').select('slug').orderBy('id').executeTakeFirstOrThrow();
  const player = await db.selectFrom('players').select('slug').orderBy('id').executeTakeFirstOrThrow();
  const club = await db.selectFrom('clubs').select('slug').orderBy('id').executeTakeFirstOrThrow();
  const plain = ENDPOINTS.filter(
    (e) => e.method === 'GET' && e.access === 'public' && !e.path.includes(':') && !LEFT_OUT.has(e.path),
  ).map((e) => e.path);
  return [
    ...plain,
    `/matches/${match.id}`,
    `/matches/${match.id}/protocol`,
    `/tournaments/${tournament.id}/table`,
    `/tournament-page/tournament/${tournament.id}`,
    `/teams/${team.slug}`,
    `/squad/player/${player.slug}`,
    `/clubs/${club.slug}`,
  ].map((path) => `/api/v1${path}`);
}

/** An app on `database` serving `uploadDir`, as the product would run on it. */
export const appOn = (database: DatabaseHandle, uploadDir: string): Promise<FastifyInstance> =>
  buildApp({
    database,
    migrate: false,
    seed: false,
    logger: false,
    jobs: false,
    clock: () => DEMO_NOW,
    config: { publicCacheTtlMs: 0, legacyUploads: null, uploadDir },
  });

export interface Answers {
  pages: Map<string, { status: number; body: string }>;
  cabinet: string;
  image: { url: string; bytes: Buffer };
}

/** The sample's answers from `app`, and the bytes of the first public image the data names. */
export async function answersOf(app: FastifyInstance, paths: string[], imageUrl: string): Promise<Answers> {
  const pages = new Map<string, { status: number; body: string }>();
  for (const url of paths) {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'ru' } });
    pages.set(url, { status: response.statusCode, body: response.body });
  }
  const token = await login(app, 'admin@league.test');
  const cabinet = await app.inject({
    method: 'GET',
    url: '/api/v1/cabinet/players?page=1&per_page=50',
    headers: { authorization: `Bearer ${token}` },
  });
  const image = await app.inject({ method: 'GET', url: imageUrl });
  if (image.statusCode !== 200) throw new Error(`${imageUrl} answered ${image.statusCode}`);
  return { pages, cabinet: `${cabinet.statusCode} ${cabinet.body}`, image: { url: imageUrl, bytes: image.rawPayload } };
}
