// The league's identity on an empty database: the defaults answered until the super_admin saves
// the league's own (names in kk/ru/en, colours checked for WCAG AA contrast on their field, a
// stale version refused with the current identity), the logo (PNG as it is, SVG sanitised, other
// files refused on the field), and the manifest and icons made from it. Who may write: the
// super_admin only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorEnvelope, LeagueIdentityResponse } from '@league/shared/contracts';
import { DEFAULT_IDENTITY } from '@league/shared/league';
import { PNG } from 'pngjs';
import { assert } from 'superstruct';
import { createAdmin } from '../../../src/cli/admin';
import { dbTargets, login, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { identityBody, insertStaff, logoText, PNG_1PX } from './identity-helpers';
import { imageForm } from '../../support/uploads';

const PASSWORD = 'first-start-pass-2026';

describe.each(dbTargets)("the league's identity on an empty %s database", (target) => {
  let admin: string;
  let uploads: string;

  beforeAll(() => {
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'league-identity-'));
  });
  const t = suiteApp(() => ({ target, config: { uploadDir: uploads } }), 120_000);
  beforeAll(async () => {
    await createAdmin(t.db, { email: 'chief@example.org', password: PASSWORD, name: 'Chief' });
    admin = await login(t.app, 'chief@example.org', PASSWORD);
  }, 120_000);
  afterAll(() => {
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  const get = (url: string, language: 'kk' | 'ru' | 'en' = 'kk') =>
    request(t.app, { method: 'GET', url: `/api/v1${url}`, language });
  const save = (body: object, language: 'kk' | 'ru' | 'en' = 'en', token = admin) =>
    request(t.app, { method: 'PUT', url: '/api/v1/cabinet/league', token, payload: body, language });
  const current = async () => (await get('/league')).json().data as typeof DEFAULT_IDENTITY;

  it('answers the defaults before anything is saved', async () => {
    const answer = await get('/league');
    expect(answer.statusCode).toBe(200);
    assert(answer.json(), LeagueIdentityResponse);
    expect(answer.json().data).toEqual(DEFAULT_IDENTITY);
  });

  it("saves the league's own identity, read back in every language, the version moved", async () => {
    const answer = await save(identityBody(0));
    expect(answer.statusCode).toBe(200);
    const saved = await current();
    expect(saved.name).toEqual({ kk: 'Алатау лигасы', ru: 'Лига Алатау', en: 'Alatau League' });
    expect(saved.short_name.en).toBe('Alatau');
    expect(saved.colors).toEqual({ primary: '#1d3b2a', accent: '#ffd166' });
    expect(saved.social).toEqual([{ network: 'instagram', url: 'https://instagram.com/alatau' }]);
    expect(saved.version).toBe(1);
  });

  it('refuses a save from a stale version with 409 and the current identity', async () => {
    const { version } = await current();
    const answer = await save({ ...identityBody(version - 1), name: { kk: 'Ескі', ru: 'Старое', en: 'Old' } });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().data.current).toMatchObject({ version, name: { en: 'Alatau League' } });
  });

  it.each([
    ['kk', 'Бұл түстегі ақ мәтіннің контрасты 1.0:1; WCAG AA бойынша кемінде 4.5:1 болуы керек'],
    ['ru', 'Контраст белого текста на этом цвете 1.0:1; по WCAG AA нужно не меньше 4.5:1'],
    ['en', 'White text on this colour has a contrast of 1.0:1; WCAG AA needs at least 4.5:1'],
  ] as const)('refuses a main colour white text cannot be read on, on its field (%s)', async (language, message) => {
    const { version } = await current();
    const answer = await save(
      { ...identityBody(version), colors: { primary: '#fffff0', accent: '#000000' } },
      language,
    );
    expect(answer.statusCode).toBe(422);
    assert(answer.json(), ErrorEnvelope);
    expect(answer.json().data.errors['colors.primary']).toEqual([message]);
  });

  it('refuses an accent colour too close to the main one, and a colour that is not #rrggbb', async () => {
    const { version } = await current();
    const answer = await save({ ...identityBody(version), colors: { primary: '#1d3b2a', accent: '#2a4a36' } });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().data.errors['colors.accent'][0]).toMatch(
      /^This colour against the main colour has a contrast of 1\.\d:1/,
    );
    const bad = await save({ ...identityBody(version), colors: { primary: 'navy', accent: '#ffd166' } });
    expect(bad.json().data.errors['colors.primary']).toEqual(['Enter the colour as #RRGGBB (for example #0d2747)']);
  });

  it('refuses empty names and a bad link on their fields, in the language asked', async () => {
    const { version } = await current();
    const body = identityBody(version);
    const answer = await save(
      { ...body, name: { ...body.name, ru: ' ' }, social: [{ network: 'telegram', url: 'not a link' }] },
      'ru',
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().data.errors).toMatchObject({
      'name.ru': ['Это поле обязательно для заполнения'],
      'social.0.url': ['Некорректная ссылка'],
    });
    expect((await current()).version).toBe(version);
  });

  it('keeps a PNG logo and serves it; icons and the manifest follow the identity', async () => {
    const upload = await request(t.app, {
      method: 'POST',
      url: '/api/v1/cabinet/league/logo',
      token: admin,
      ...imageForm({ name: 'logo.png', type: 'image/png', bytes: PNG_1PX }),
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json().data.logo).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    const identity = await current();
    expect(identity.logo).toBe(upload.json().data.logo);
    const icon = await get(`/league/icon?size=192&v=${identity.version}`);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(icon.rawPayload);
    expect([png.width, png.height]).toEqual([192, 192]);
    const manifest = await get('/league/manifest?lang=ru');
    expect(manifest.json()).toMatchObject({
      name: 'Лига Алатау',
      short_name: 'Алатау',
      theme_color: '#1d3b2a',
      start_url: '/ru/',
    });
    expect(manifest.json().icons[0].src).toBe(`/api/v1/league/icon?size=192&v=${identity.version}`);
  });

  it('sanitises an SVG logo: scripts, handlers and outside references are gone, the drawing stays', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">' +
      '<script>alert(2)</script><a href="javascript:alert(3)"><circle cx="5" cy="5" r="4" fill="#1d3b2a"/></a>' +
      '<image href="https://tracker.example/pixel.png" width="1" height="1"/><rect width="2" height="2" fill="url(https://x.example/f)"/>' +
      '<foreignObject><div>html</div></foreignObject><path d="M0 0L10 10" stroke="#ffd166"/></svg>';
    const upload = await request(t.app, {
      method: 'POST',
      url: '/api/v1/cabinet/league/logo',
      token: admin,
      ...imageForm({ name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from(svg) }),
    });
    expect(upload.statusCode).toBe(200);
    const logo = upload.json().data.logo as string;
    expect(logo).toMatch(/\.svg$/);
    const stored = await logoText(uploads, logo);
    expect(stored).toContain('<path d="M0 0L10 10"');
    for (const gone of ['script', 'onload', 'javascript:', 'tracker.example', 'x.example', 'foreignObject', '<a'])
      expect(stored).not.toContain(gone);
  });

  it('refuses a file that is neither PNG nor SVG, and an SVG with nothing left, on the logo field', async () => {
    for (const [name, bytes] of [
      ['logo.txt', Buffer.from('just text')],
      ['logo.svg', Buffer.from('<svg><script>alert(1)</script>')],
    ] as const) {
      const answer = await request(t.app, {
        method: 'POST',
        url: '/api/v1/cabinet/league/logo',
        token: admin,
        language: 'en',
        ...imageForm({ name, type: 'image/svg+xml', bytes }),
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().data.errors.logo).toEqual(['This file type is not allowed']);
    }
  });

  it('removes the logo: the icon is drawn from the colours again', async () => {
    const answer = await request(t.app, { method: 'DELETE', url: '/api/v1/cabinet/league/logo', token: admin });
    expect(answer.statusCode).toBe(200);
    expect((await current()).logo).toBeNull();
    expect((await get('/league/icon?size=32')).statusCode).toBe(200);
  });

  it('lets nobody but the super_admin write', async () => {
    const anonymous = await request(t.app, { method: 'PUT', url: '/api/v1/cabinet/league', payload: identityBody(0) });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['media_manager', 'command_admin', 'referee', 'provider'] as const) {
      const token = await insertStaff(t, role);
      const answer = await save(identityBody((await current()).version), 'en', token);
      expect([role, answer.statusCode]).toEqual([role, 403]);
    }
  });
});
