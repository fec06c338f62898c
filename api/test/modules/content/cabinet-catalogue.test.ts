// The small items of the content area: a partner with its logo (deleted with its files), a video
// link refused when not of a known player's host, a page whose HTML is sanitised, a document whose
// replaced PDF keeps its address, two saves of one version over two processes (one 409), and the
// public answers following at once.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { multipartBody } from '../../cabinet-people-helpers';
import { fireTogether, refusalsWithoutState, tally } from '../../concurrency-helpers';
import { PDF_HEAD, sample } from '../../file-samples';
import { dbTargets, request } from '../../helpers';
import { mediaAppSuite } from './media-app';

describe.each(dbTargets)('content catalogue on %s', (target) => {
  const suite = mediaAppSuite('catalogue', { target, replicas: 2 });
  const { t } = suite;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    request(t.app, { method, url: `/api/v1${url}`, token: suite.media, payload, language: 'en' });
  const upload = async (url: string, bytes: Buffer, type: string) =>
    (
      await request(t.app, {
        method: 'POST',
        url: `/api/v1${url}`,
        token: suite.media,
        ...multipartBody({}, [{ field: 'file', name: 'f', type, bytes }]),
      })
    ).json().data;

  test('a partner with a logo: shown publicly at once; two saves of one version: one 409; deleted with its files', async () => {
    const logo = await upload(
      '/cabinet/content/pictures',
      await sharp({ create: { width: 400, height: 200, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    const created = await call('POST', '/cabinet/content/catalogue/partners', {
      name_kk: 'Серіктес',
      name_en: 'Partner <b>Co</b>',
      url: 'https://partner.kz',
      logo: logo.path,
      kind: 'official',
    });
    expect(created.statusCode).toBe(201);
    const partner = created.json().data;
    expect(partner).toMatchObject({
      version: 1,
      label: 'Partner <b>Co</b>',
      picture: expect.objectContaining({ width: 400 }),
    });
    const visible = (await request(t.app, { method: 'GET', url: '/api/v1/partners' })).json().data;
    expect(visible.map((p: { id: number }) => p.id)).toContain(partner.id);

    const answers = await fireTogether(
      t.apps,
      [1, 2].map((n) => ({
        method: 'PUT',
        url: `/cabinet/content/catalogue/partners/${partner.id}`,
        token: suite.media,
        payload: { name_kk: `Атауы ${n}`, logo: logo.path, version: 1 },
      })),
    );
    expect(tally(answers)).toEqual({ ok: 1, conflict: 1, serverError: 0, other: {} });
    expect(refusalsWithoutState(answers)).toBe(0);

    expect((await call('DELETE', `/cabinet/content/catalogue/partners/${partner.id}`)).statusCode).toBe(200);
    expect(existsSync(join(suite.dir, 'public', logo.path))).toBe(false);
    const after = (await request(t.app, { method: 'GET', url: '/api/v1/partners' })).json().data;
    expect(after.map((p: { id: number }) => p.id)).not.toContain(partner.id);
  });

  test('a press item and an employee uploaded with pictures answer publicly with their responsive copies', async () => {
    const picture = async () =>
      upload(
        '/cabinet/content/pictures',
        await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#345678' } })
          .jpeg()
          .toBuffer(),
        'image/jpeg',
      );
    const image = await picture();
    const press = (
      await call('POST', '/cabinet/content/catalogue/press', {
        title_kk: 'Лига туралы мақала',
        url: 'https://news.kz/league',
        image: image.path,
        published_at: '2026-03-01',
      })
    ).json().data;
    const listed = (await request(t.app, { method: 'GET', url: '/api/v1/press?per_page=50' })).json().data;
    const item = listed.find((p: { id: number }) => p.id === press.id);
    expect(item.image).toMatch(/\.jpg$/);
    expect(item.picture).toMatchObject({ width: 1200, height: 800 });
    expect(item.picture.srcset_webp).toMatch(/\.webp \d+w/);

    const photo = await picture();
    const employee = (
      await call('POST', '/cabinet/content/catalogue/employees', { full_name_kk: 'Асқар Бек', photo: photo.path })
    ).json().data;
    const people = (await request(t.app, { method: 'GET', url: '/api/v1/about/employees' })).json().data;
    const person = people.find((p: { id: number }) => p.id === employee.id);
    expect(person.picture.srcset).toMatch(/\.jpg \d+w/);
    // A photo from before the content area (the demo's) has no copies and says so.
    expect(people.find((p: { id: number }) => p.id !== employee.id)?.picture ?? null).toBeNull();
  });

  test('a video link must be a YouTube, VK, Instagram or Vimeo page', async () => {
    const bad = await call('POST', '/cabinet/content/catalogue/videos', {
      title_kk: 'Бейне',
      url: 'https://evil.example/v',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.errors.url).toBeDefined();
    const good = await call('POST', '/cabinet/content/catalogue/videos', {
      title_kk: 'Бейне',
      url: 'https://vimeo.com/76979871',
    });
    expect(good.statusCode).toBe(201);
  });

  test('a page’s HTML is stored sanitised; a document’s new PDF keeps its address', async () => {
    const page = await call('POST', '/cabinet/content/catalogue/pages', {
      slug: 'history',
      title_kk: 'Тарих',
      body_kk: '<p>Тарих<script>alert(1)</script></p>',
    });
    expect([201, 422]).toContain(page.statusCode);
    const existing = (await call('GET', '/cabinet/content/catalogue/pages?q='))
      .json()
      .data.find((p: { values: { slug: string } }) => p.values.slug === 'history');
    const saved = await call('PUT', `/cabinet/content/catalogue/pages/${existing.id}`, {
      slug: 'history',
      title_kk: 'Тарих',
      body_kk: '<p onclick="x()">Тарих<script>alert(1)</script></p>',
      version: existing.version,
    });
    expect(saved.json().data.values.body_kk).toBe('<p>Тарих</p>');

    const first = await upload('/cabinet/content/document-files', sample(PDF_HEAD, 3000), 'application/pdf');
    const doc = (
      await call('POST', '/cabinet/content/catalogue/documents', {
        title_kk: 'Ереже',
        category: 'regulations',
        year: 2026,
        file_path: first.path,
      })
    ).json().data;
    const second = await upload('/cabinet/content/document-files', sample(PDF_HEAD, 5000), 'application/pdf');
    const replaced = (
      await call('PUT', `/cabinet/content/catalogue/documents/${doc.id}`, {
        title_kk: 'Ереже',
        year: 2026,
        file_path: second.path,
        version: doc.version,
      })
    ).json().data;
    expect(replaced.values.file_path).toBe(first.path);
    expect(replaced.values.size_bytes).toBe(5000);
    expect(readFileSync(join(suite.dir, 'public', first.path)).length).toBe(5000);
    expect(existsSync(join(suite.dir, 'public', second.path))).toBe(false);
    const notPdf = await request(t.app, {
      method: 'POST',
      url: '/api/v1/cabinet/content/document-files',
      token: suite.media,
      ...multipartBody({}, [{ field: 'file', name: 'a.pdf', type: 'application/pdf', bytes: Buffer.from('<html>') }]),
    });
    expect(notPdf.statusCode).toBe(422);
  });
});
