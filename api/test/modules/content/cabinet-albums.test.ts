// Photo albums from the content area: photos uploaded at once (over two API processes on
// PostgreSQL) each take their own place; order and cover saved under the album's version (a
// stale one is 409 with the current album); captions; removing a photo or the album removes every
// file of it; the public album shows the responsive copies.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { multipartBody } from '../../cabinet-people-helpers';
import { fireTogether, tally } from '../../concurrency-helpers';
import { dbTargets, request } from '../../helpers';
import { mediaAppSuite } from './media-app';

const photo = (shade: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: shade, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

describe.each(dbTargets)('cabinet albums on %s', (target) => {
  const suite = mediaAppSuite('albums', { target, replicas: 2 });
  const { t } = suite;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    request(t.app, { method, url: `/api/v1${url}`, token: suite.media, payload, language: 'en' });
  const fileOf = (path: string) => join(suite.dir, 'public', path);

  test('an album filled, ordered, captioned and emptied; its files go with it', async () => {
    const created = await call('POST', '/cabinet/content/albums', { title_kk: 'Финал күні', date: '2026-03-01' });
    expect(created.statusCode).toBe(201);
    const album = created.json().data;
    expect(album).toMatchObject({ slug: 'final-kuni', version: 1, photos: [] });

    const bodies = await Promise.all(
      [10, 60, 110, 160].map(async (shade, i) =>
        multipartBody({}, [{ field: 'file', name: `p${i}.jpg`, type: 'image/jpeg', bytes: await photo(shade) }]),
      ),
    );
    const answers = await fireTogether(
      t.apps,
      bodies.map((b) => ({
        method: 'POST',
        url: `/cabinet/content/albums/${album.id}/photos`,
        token: suite.media,
        payload: b.payload as unknown as object,
        headers: b.headers,
      })),
    );
    expect(tally(answers)).toEqual({ ok: 4, conflict: 0, serverError: 0, other: {} });
    const full = (await call('GET', `/cabinet/content/albums/${album.id}`)).json().data;
    expect(full.photos).toHaveLength(4);
    const sorts = await t.db
      .selectFrom('media_images')
      .select('sort')
      .where('album_id', '=', album.id)
      .orderBy('sort')
      .execute();
    expect(sorts.map((s) => s.sort)).toEqual([1, 2, 3, 4]);
    expect(full.photos[0].picture.srcset).toContain('640w');

    const reversed = [...full.photos].reverse().map((p: { id: number }) => p.id);
    const ordered = await call('PUT', `/cabinet/content/albums/${album.id}/order`, {
      photo_ids: reversed,
      cover_id: reversed[1],
      version: full.version,
    });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().data.photos.map((p: { id: number }) => p.id)).toEqual(reversed);
    expect(ordered.json().data.cover_id).toBe(reversed[1]);
    const stale = await call('PUT', `/cabinet/content/albums/${album.id}/order`, {
      photo_ids: reversed,
      version: full.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current.version).toBe(full.version + 1);

    const captioned = await call('PUT', `/cabinet/content/albums/${album.id}/photos/${reversed[0]}`, {
      caption_kk: ' Гол! ',
      caption_ru: '',
    });
    expect(captioned.json().data).toMatchObject({ caption_kk: 'Гол!', caption_ru: null });

    const publicAlbum = (await request(t.app, { method: 'GET', url: '/api/v1/media/final-kuni' })).json().data;
    expect(publicAlbum.images[0]).toMatchObject({
      caption: 'Гол!',
      picture: expect.objectContaining({ width: 800, height: 600 }),
    });

    const gone = full.photos[0];
    const webp = gone.picture.srcset_webp.split(', ')[0].split(' ')[0].replace('/uploads/', '');
    expect(existsSync(fileOf(gone.path))).toBe(true);
    const afterRemove = await call('DELETE', `/cabinet/content/albums/${album.id}/photos/${gone.id}`);
    expect(afterRemove.json().data.photos).toHaveLength(3);
    expect(existsSync(fileOf(gone.path))).toBe(false);
    expect(existsSync(fileOf(webp))).toBe(false);

    const rest = afterRemove.json().data.photos.map((p: { path: string }) => p.path);
    expect((await call('DELETE', `/cabinet/content/albums/${album.id}`)).statusCode).toBe(200);
    for (const path of rest) expect(existsSync(fileOf(path))).toBe(false);
    expect((await call('GET', `/cabinet/content/albums/${album.id}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('image_variants').select('path').where('path', 'in', rest).execute()).toEqual([]);
  });

  test('a photo for an album that is gone is a 404; a save of an old version is a 409', async () => {
    const album = (await call('POST', '/cabinet/content/albums', { title_kk: 'Уақытша', date: '2026-03-02' })).json()
      .data;
    const saved = await call('PUT', `/cabinet/content/albums/${album.id}`, {
      title_kk: 'Жаңа',
      date: '2026-03-02',
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    const stale = await call('PUT', `/cabinet/content/albums/${album.id}`, {
      title_kk: 'Ескі',
      date: '2026-03-02',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current.title_kk).toBe('Жаңа');
    await call('DELETE', `/cabinet/content/albums/${album.id}`);
    const body = multipartBody({}, [{ field: 'file', name: 'a.jpg', type: 'image/jpeg', bytes: await photo(5) }]);
    const late = await request(t.app, {
      method: 'POST',
      url: `/api/v1/cabinet/content/albums/${album.id}/photos`,
      token: suite.media,
      ...body,
    });
    expect(late.statusCode).toBe(404);
  });
});
