// Embeds for clubs' websites (server/src/embed.ts): a tournament's table and fixtures and a
// team's next and last matches as a small HTML page any site may frame — no script, no cookie,
// revalidated by its ETag, a new result on the next load.
import { createTestApp, request, type TestApp } from '@league/api/testing';
import { API_PREFIX } from '@league/api/app';
import { EMBED_CACHE, embedOptions, embedPath, registerEmbeds } from '../src/embed';

let t: TestApp;
let tournamentId: number;
let teamSlug: string;

beforeAll(async () => {
  t = await createTestApp({
    seed: 'demo',
    extend: (app) => registerEmbeds(app, { origin: 'https://league.example.org', apiPrefix: API_PREFIX }),
  });
  const match = await t.db
    .selectFrom('matches')
    .innerJoin('teams', 'teams.id', 'matches.host_team_id')
    .select(['matches.tournament_id', 'teams.slug'])
    .where('matches.status', '=', 'finished')
    .orderBy('matches.id')
    .executeTakeFirstOrThrow();
  tournamentId = match.tournament_id;
  teamSlug = match.slug;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => request(t.app, { method: 'GET', url, headers });

it("answers a tournament's table, next fixtures and last results as a page for another site's iframe", async () => {
  const res = await get(`/embed/tournaments/${tournamentId}?lang=en`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe(EMBED_CACHE);
  expect(res.headers['set-cookie']).toBeUndefined();
  expect(res.headers['x-frame-options']).toBeUndefined();
  expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  expect(res.headers.link).toBeUndefined();
  expect(res.body).toMatch(/^<!doctype html><html lang="en">/);
  expect(res.body).toContain('<h2>Table</h2>');
  expect(res.body).toContain('<h2>Next matches</h2>');
  expect(res.body).toContain('<h2>Latest results</h2>');
  expect(res.body).toContain('<abbr title="Points">Pts</abbr>');
  expect(res.body).not.toMatch(/<script|<iframe|<form/i);
  // Links open the league's site, on its public address.
  expect(res.body).toContain(`href="https://league.example.org/en/tournaments/${tournamentId}"`);
  // A few kilobytes.
  expect(Buffer.byteLength(res.body)).toBeLessThan(16_000);
});

it('revalidates by its ETag, and shows a new result on the next load', async () => {
  const url = `/embed/tournaments/${tournamentId}?lang=ru&show=last&limit=3`;
  const first = await get(url);
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\//);
  expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
  const match = await t.db
    .selectFrom('matches')
    .select(['id'])
    .where('tournament_id', '=', tournamentId)
    .where('status', '=', 'finished')
    .orderBy('date_time', 'desc')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('matches')
    .set({ host_goals: 17, guest_goals: 16 } as never)
    .where('id', '=', match.id)
    .execute();
  const { invalidatePublic } = await import('@league/api/public-version');
  invalidatePublic({ matchId: match.id });
  const after = await get(url, { 'if-none-match': etag });
  expect(after.statusCode).toBe(200);
  expect(after.body).toContain('17:16');
  expect(after.body).toContain('Последние результаты');
});

it("answers a team's next and last matches and its table with its row marked, in kk by default", async () => {
  const res = await get(`/embed/teams/${teamSlug}`);
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<html lang="kk">');
  expect(res.body).toContain('Алдағы матчтар');
  expect(res.body).toContain('aria-current="true"');
});

it('an unknown tournament or team is a 404 page, never a 500', async () => {
  expect((await get('/embed/tournaments/999999')).statusCode).toBe(404);
  expect((await get('/embed/tournaments/abc')).statusCode).toBe(404);
  expect((await get('/embed/teams/no-such-team')).statusCode).toBe(404);
});

it('reads its options leniently and writes its own address', () => {
  expect(embedOptions({ lang: 'xx', show: 'table,bogus', theme: 'pink', limit: '99' }, ['next'])).toEqual({
    language: 'kk',
    parts: ['table'],
    theme: 'auto',
    limit: 10,
  });
  expect(embedPath('team', 'altai-2012', { language: 'ru', parts: ['next', 'table'], theme: 'dark' })).toBe(
    '/embed/teams/altai-2012?lang=ru&show=next%2Ctable&theme=dark',
  );
});
