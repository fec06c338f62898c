// A match's photos from the cabinet (spec §6: the media manager attaches media to a single match):
// the role × endpoint matrix (anonymous, a revoked token, each role, a command_admin of another
// club), uploads stored under generated public names in the match's own album — the album the
// public match page reads — and removed again, refusals (over 300 KB, not an image by its bytes)
// writing nothing, and the public match page following each change at once with the micro-cache on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CabinetMatchMediaResponse, MatchMediaResponse } from '@league/shared/contracts';
import { assert } from 'superstruct';
import {
  CALLERS,
  listFiles,
  multipartBody,
  peopleCallers,
  type Caller,
  type Method,
  type People,
} from '../../cabinet-people-helpers';
import {
  ELF_HEAD,
  GIF_HEAD,
  JPEG_HEAD,
  PDF_HEAD,
  PNG_HEAD,
  sample,
  SVG_WITH_SCRIPT,
  WEBP_HEAD,
} from '../../file-samples';
import { dbTargets, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { rowCount } from '../../support/rows';

const KB = 1024;

describe.each(dbTargets)('match photos on %s', (target) => {
  let dir: string;
  let uploads: string;
  let people: People;
  /** A match without photos, and another one. */
  let matchId: number;
  let otherMatchId: number;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'league-match-media-'));
    uploads = join(dir, 'uploads');
  });
  const t = suiteApp(
    () => ({ target, seed: 'demo', config: { uploadDir: uploads, publicCacheTtlMs: 60_000 } }),
    300_000,
  );
  beforeAll(async () => {
    people = await peopleCallers(t);
    const bare = await t.db
      .selectFrom('matches as m')
      .select('m.id')
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('media_albums as a').select('a.id').whereRef('a.match_id', '=', 'm.id'))),
      )
      .orderBy('m.id')
      .limit(2)
      .execute();
    [matchId, otherMatchId] = bare.map((r) => r.id);
  }, 300_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const call = (method: Method, url: string, who: Caller, language: 'kk' | 'ru' | 'en' = 'en') =>
    request(t.app, { method, url: `/api/v1${url}`, token: people.tokens[who], language });
  const upload = (
    id: number,
    who: Caller,
    file: { name: string; type: string; bytes: Buffer; field?: string },
    language: 'kk' | 'ru' | 'en' = 'en',
  ) =>
    request(t.app, {
      method: 'POST',
      url: `/api/v1/cabinet/matches/${id}/media`,
      token: people.tokens[who],
      language,
      ...multipartBody({}, [{ field: file.field ?? 'photo', name: file.name, type: file.type, bytes: file.bytes }]),
    });
  const png = (size = 4 * KB) => ({ name: 'goal.png', type: 'image/png', bytes: sample(PNG_HEAD, size) });
  const stored = async () => ({
    albums: await rowCount(t.db, 'media_albums'),
    images: await rowCount(t.db, 'media_images'),
    files: uploaded(),
  });
  /** Files the uploads made (`public/YYYY-MM/<32 hex>.<ext>`), not the demo's pictures. */
  const uploaded = () => listFiles(uploads).filter((f) => /^public\/\d{4}-\d{2}\//.test(f));
  const publicMedia = async (id: number) => {
    const answer = (await request(t.app, { method: 'GET', url: `/api/v1/matches/${id}/media`, language: 'ru' })).json();
    assert(answer, MatchMediaResponse);
    return answer.data;
  };

  it('lets anonymous, a revoked token and every role but super_admin and media_manager do nothing (the matrix)', async () => {
    const allowed = new Set<Caller>(['admin', 'media']);
    const denied = (who: Caller) => (who === 'anonymous' || who === 'revoked' ? 401 : 403);
    const cells: Array<{ endpoint: string; who: Caller; status: number }> = [];
    for (const who of CALLERS) {
      cells.push({
        endpoint: 'GET media',
        who,
        status: (await call('GET', `/cabinet/matches/${matchId}/media`, who)).statusCode,
      });
      const before = await stored();
      const posted = await upload(matchId, who, png());
      cells.push({ endpoint: 'POST media', who, status: posted.statusCode });
      if (!allowed.has(who)) expect(await stored()).toEqual(before);
      // Each allowed caller removes the photo it added; the others try the first photo there is.
      const photo =
        posted.statusCode === 201
          ? posted.json().data.photos.at(-1).id
          : (await t.db.selectFrom('media_images').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
      const beforeDelete = await stored();
      const removed = await call('DELETE', `/cabinet/matches/${matchId}/media/${photo}`, who);
      cells.push({ endpoint: 'DELETE media', who, status: removed.statusCode });
      if (!allowed.has(who)) expect(await stored()).toEqual(beforeDelete);
    }
    const expected = cells.map(({ endpoint, who }) => ({
      endpoint,
      who,
      status: allowed.has(who) ? (endpoint === 'POST media' ? 201 : 200) : denied(who),
    }));
    expect(cells).toEqual(expected);
    expect(cells).toHaveLength(CALLERS.length * 3);
    // Both allowed callers added and removed one photo each: nothing is left.
    expect((await t.db.selectFrom('media_albums').select('id').where('match_id', '=', matchId).execute()).length).toBe(
      0,
    );
  });

  it("puts a photo in the match's own album, which the public match page shows at once, and removes it", async () => {
    // Read first: the micro-cache now holds the empty answer.
    expect((await publicMedia(matchId)).albums).toEqual([]);
    const first = await upload(matchId, 'media', {
      name: 'kick-off.jpg',
      type: 'image/jpeg',
      bytes: sample(JPEG_HEAD, 300 * KB),
    });
    expect(first.statusCode).toBe(201);
    assert(first.json(), CabinetMatchMediaResponse);
    const second = await upload(matchId, 'admin', {
      name: 'goal.webp',
      type: 'image/webp',
      bytes: sample(WEBP_HEAD, 10 * KB),
    });
    const photos = second.json().data.photos as Array<{
      id: number;
      path: string;
      album: { slug: string; title: string };
    }>;
    expect(photos).toHaveLength(2);
    // Generated public names with the extension of the detected type, never the client's name.
    expect(photos.map((p) => p.path)).toEqual([
      expect.stringMatching(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/),
      expect.stringMatching(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.webp$/),
    ]);
    expect(photos[0].album.slug).toBe(`match-${matchId}-photos`);
    expect(uploaded()).toEqual(photos.map((p) => `public/${p.path.slice('/uploads/'.length)}`).sort());

    const shown = await publicMedia(matchId);
    expect(shown.albums).toHaveLength(1);
    const teams = await t.db
      .selectFrom('matches as m')
      .innerJoin('teams as h', 'h.id', 'm.host_team_id')
      .innerJoin('teams as g', 'g.id', 'm.guest_team_id')
      .select(['h.title_ru as host', 'g.title_ru as guest', 'h.title_kk as host_kk', 'g.title_kk as guest_kk'])
      .where('m.id', '=', matchId)
      .executeTakeFirstOrThrow();
    expect(shown.albums[0]).toMatchObject({
      title: `${teams.host ?? teams.host_kk} — ${teams.guest ?? teams.guest_kk}`,
      cover_image: photos[0].path,
    });
    expect(shown.albums[0].images.map((i) => i.path)).toEqual(photos.map((p) => p.path));
    // The public album page lists it too.
    expect((await request(t.app, { method: 'GET', url: `/api/v1/media/${photos[0].album.slug}` })).statusCode).toBe(
      200,
    );

    // Removing the cover makes the next photo the cover; removing the last one removes the album.
    const afterFirst = (await call('DELETE', `/cabinet/matches/${matchId}/media/${photos[0].id}`, 'media')).json();
    expect(afterFirst.data.photos.map((p: { id: number }) => p.id)).toEqual([photos[1].id]);
    expect(uploaded()).toEqual([`public/${photos[1].path.slice('/uploads/'.length)}`]);
    expect((await publicMedia(matchId)).albums[0]).toMatchObject({
      cover_image: photos[1].path,
      images: [expect.objectContaining({ id: photos[1].id })],
    });
    expect(
      (await call('DELETE', `/cabinet/matches/${matchId}/media/${photos[1].id}`, 'admin')).json().data.photos,
    ).toEqual([]);
    expect((await publicMedia(matchId)).albums).toEqual([]);
    expect(uploaded()).toEqual([]);
  });

  it('removes a photo of an album the league made for the match, keeping that album', async () => {
    const album = await t.db
      .insertInto('media_albums')
      .values({
        slug: 'final-day',
        title_kk: 'Финал күні',
        title_ru: null,
        title_en: null,
        date: '2026-03-01',
        cover_image: null,
        tournament_id: null,
        match_id: otherMatchId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const images = await t.db
      .insertInto('media_images')
      .values([
        { album_id: album.id, path: 'demo/media/final/1.svg', sort: 1 },
        { album_id: album.id, path: 'demo/media/final/2.svg', sort: 2 },
      ])
      .returning('id')
      .execute();
    const listed = (await call('GET', `/cabinet/matches/${otherMatchId}/media`, 'media')).json();
    expect(listed.data.photos.map((p: { id: number }) => p.id)).toEqual(images.map((i) => i.id));
    // A photo of another match is not this match's.
    expect((await call('DELETE', `/cabinet/matches/${matchId}/media/${images[0].id}`, 'media')).statusCode).toBe(404);
    await call('DELETE', `/cabinet/matches/${otherMatchId}/media/${images[0].id}`, 'media');
    await call('DELETE', `/cabinet/matches/${otherMatchId}/media/${images[1].id}`, 'media');
    expect(await t.db.selectFrom('media_albums').select('id').where('id', '=', album.id).executeTakeFirst()).toEqual({
      id: album.id,
    });
    expect((await call('GET', '/cabinet/matches/99999999/media', 'admin')).statusCode).toBe(404);
    expect((await upload(99999999, 'admin', png())).statusCode).toBe(404);
  });

  it.each([
    [
      'one byte over 300 KB',
      { name: 'big.png', type: 'image/png', bytes: sample(PNG_HEAD, 300 * KB + 1) },
      'kk',
      'Файл көлемі 300 КБ-тан аспауы керек',
    ],
    [
      'a PDF named .jpg',
      { name: 'photo.jpg', type: 'image/jpeg', bytes: sample(PDF_HEAD, 10 * KB) },
      'en',
      'This file type is not allowed',
    ],
    [
      'an SVG (it can carry scripts)',
      { name: 'photo.svg', type: 'image/svg+xml', bytes: SVG_WITH_SCRIPT },
      'en',
      'This file type is not allowed',
    ],
    [
      'a GIF',
      { name: 'photo.gif', type: 'image/gif', bytes: sample(GIF_HEAD, 2 * KB) },
      'en',
      'This file type is not allowed',
    ],
    [
      'a program named .png',
      { name: 'photo.png', type: 'image/png', bytes: sample(ELF_HEAD, 2 * KB) },
      'ru',
      'Этот тип файла не допускается',
    ],
  ] as const)('refuses a photo that is %s, writing nothing', async (_case, file, language, message) => {
    const before = await stored();
    const response = await upload(matchId, 'media', file, language);
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({ photo: [message] });
    expect(await stored()).toEqual(before);
  });

  it('refuses a form without the photo field, writing nothing', async () => {
    const before = await stored();
    const wrongField = await upload(matchId, 'media', { ...png(), field: 'picture' });
    expect(wrongField.statusCode).toBe(422);
    const json = await request(t.app, {
      method: 'POST',
      url: `/api/v1/cabinet/matches/${matchId}/media`,
      token: people.tokens.media,
      payload: {},
    });
    expect([415, 422]).toContain(json.statusCode);
    expect(await stored()).toEqual(before);
  });
});
