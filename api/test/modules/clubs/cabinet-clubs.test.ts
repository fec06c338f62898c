// The cabinet's clubs registry: the role × endpoint matrix (a command_admin reads only its own
// club; another club is 404), validation in the request's language, writes in one
// transaction, archived clubs refusing changes, no deleting a club with teams, the list, and the
// crest upload (its matrix and refusals writing nothing).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CabinetClubDetailResponse, CabinetClubsResponse, ClubFormResponse } from '@league/shared/contracts';
import { leagueYear } from '@league/shared/validation';
import { assert } from 'superstruct';
import { JPEG_HEAD, PDF_HEAD, PNG_HEAD, sample, WEBP_HEAD } from '../../file-samples';
import { dbTargets, login, request, type TestApp } from '../../helpers';
import { imageForm, listFiles } from '../../support/uploads';
import { expectRefusedToNonAdmins, openDemoCabinet, roleCall, WHO, type Who } from '../../support/demo-cabinet';
import { rowCount } from '../../support/rows';

const KB = 1024;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(dbTargets)('cabinet clubs on %s', (target) => {
  let t: TestApp;
  let tokens: Record<Who, string>;
  let ownClub: number;
  let otherClub: number;
  let cityId: number;
  let dir: string;
  let uploads: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'league-clubs-'));
    // Three levels down, so a name that climbed out of the store would still land under `dir`.
    uploads = join(dir, 'a', 'b', 'uploads');
    ({ t, tokens, ownClub } = await openDemoCabinet(target, { config: { uploadDir: uploads } }));
    otherClub = (
      await t.db.selectFrom('clubs').select('id').where('id', '!=', ownClub).orderBy('id').executeTakeFirstOrThrow()
    ).id;
    cityId = (await t.db.selectFrom('cities').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const call = roleCall(() => ({ t, tokens }));
  const clubCount = () => rowCount(t.db, 'clubs');
  const newClub = async (over: object = {}) => {
    const response = await call('POST', '/cabinet/clubs', 'admin', {
      title_kk: 'Жаңа клуб',
      title_en: 'New Club',
      city_id: cityId,
      ...over,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; slug: string };
  };

  it('lets each role call exactly what it may', async () => {
    const probes: Array<[Method, string, object?]> = [
      ['POST', '/cabinet/clubs', { title_kk: 'Тыйым' }],
      ['GET', `/cabinet/clubs/${otherClub}/form`],
      ['PATCH', `/cabinet/clubs/${otherClub}`, { title_kk: 'Тыйым' }],
      ['DELETE', `/cabinet/clubs/${otherClub}`],
      ['POST', `/cabinet/clubs/${otherClub}/archive`],
    ];
    const before = await clubCount();
    for (const [method, url, payload] of [
      ...probes,
      ['GET', '/cabinet/clubs'] as [Method, string],
      ['GET', `/cabinet/clubs/${ownClub}`] as [Method, string],
    ])
      await expectRefusedToNonAdmins(call, method, url, payload);
    for (const [method, url, payload] of probes) {
      expect({ method, url, status: (await call(method, url, 'team', payload)).statusCode }).toEqual({
        method,
        url,
        status: 403,
      });
    }
    expect(await clubCount()).toBe(before);
    const archived = await t.db.selectFrom('clubs').select('id').where('archived_at', 'is not', null).execute();
    expect(archived).toEqual([]);

    // A command_admin reads its own club; any other is "not found", with no data.
    const own = await call('GET', `/cabinet/clubs/${ownClub}`, 'team');
    expect(own.statusCode).toBe(200);
    assert(own.json(), CabinetClubDetailResponse);
    const other = await call('GET', `/cabinet/clubs/${otherClub}`, 'team');
    expect(other.statusCode).toBe(404);
    expect(other.json().data).toEqual({ errors: {} });
    const list = (await call('GET', '/cabinet/clubs', 'team')).json();
    expect(list.data.map((c: { id: number }) => c.id)).toEqual([ownClub]);
    expect(list.meta.total).toBe(1);
    expect((await call('GET', `/cabinet/clubs?q=${encodeURIComponent('zzz')}`, 'team')).json().data).toEqual([]);
  });

  it('shows a club with its teams and its form with the select options', async () => {
    const detail = (await call('GET', `/cabinet/clubs/${ownClub}`, 'admin', undefined, 'ru')).json();
    assert(detail, CabinetClubDetailResponse);
    const teams = await t.db.selectFrom('teams').select('id').where('club_id', '=', ownClub).execute();
    expect(detail.data.teams.map((team) => team.id).sort()).toEqual(teams.map((team) => team.id).sort());
    expect(detail.data.club.colors.length).toBeGreaterThan(0);
    expect(detail.data.club.city).not.toBeNull();

    const form = (await call('GET', `/cabinet/clubs/${ownClub}/form`, 'admin')).json();
    assert(form, ClubFormResponse);
    expect(form.data.values.title_kk).toBeTruthy();
    expect(form.data.options.cities.length).toBeGreaterThan(1);
    expect(form.data.options.colors.map((c) => c.id)).toContain('white');
    expect((await call('GET', '/cabinet/clubs/999999', 'admin')).statusCode).toBe(404);
  });

  it('lists clubs paged, sorted, searched in any language and filtered', async () => {
    const page = (await call('GET', '/cabinet/clubs?per_page=5', 'admin')).json();
    assert(page, CabinetClubsResponse);
    expect(page.data).toHaveLength(5);
    expect(page.meta).toEqual({ total: await clubCount(), page: 1, per_page: 5 });

    const byTitle = (await call('GET', '/cabinet/clubs?sort=-title&per_page=100', 'admin'))
      .json()
      .data.map((c: { title: string }) => c.title);
    expect(byTitle).toEqual([...byTitle].sort((a: string, b: string) => b.localeCompare(a, 'en')));
    const byTeams = (await call('GET', '/cabinet/clubs?sort=-teams_count&per_page=100', 'admin'))
      .json()
      .data.map((c: { teams_count: number }) => c.teams_count);
    expect(byTeams).toEqual([...byTeams].sort((a: number, b: number) => b - a));

    const club = await t.db
      .selectFrom('clubs')
      .select(['id', 'title_ru', 'title_en', 'city_id'])
      .where('id', '=', otherClub)
      .executeTakeFirstOrThrow();
    for (const q of [club.title_ru!, club.title_en!]) {
      const found = (await call('GET', `/cabinet/clubs?q=${encodeURIComponent(q)}`, 'admin', undefined, 'kk')).json();
      expect(found.data.map((c: { id: number }) => c.id)).toContain(club.id);
    }
    const inCity = (await call('GET', `/cabinet/clubs?city_id=${club.city_id}&per_page=100`, 'admin')).json();
    const cityClubs = await t.db.selectFrom('clubs').select('id').where('city_id', '=', club.city_id).execute();
    expect(inCity.meta.total).toBe(cityClubs.length);
    expect((await call('GET', '/cabinet/clubs?archived=1', 'admin')).json().data).toEqual([]);
    expect((await call('GET', '/cabinet/clubs?archived=2', 'admin')).statusCode).toBe(422);
    expect((await call('GET', '/cabinet/clubs?sort=founded', 'admin')).statusCode).toBe(422);
  });

  it('creates a club with a unique slug made from the title, changes it and deletes it', async () => {
    const first = await newClub({ colors: ['red', 'white'], founded_year: 2001, description_ru: 'Описание' });
    expect(first.slug).toBe('new-club');
    const second = await newClub();
    expect(second.slug).toBe('new-club-2');
    const kkOnly = await newClub({ title_kk: 'Қайрат Жастар', title_en: undefined });
    expect(kkOnly.slug).toBe('kayrat-zhastar');

    const patched = await call('PATCH', `/cabinet/clubs/${first.id}`, 'admin', {
      title_en: 'Renamed Club',
      colors: ['blue'],
    });
    expect(patched.statusCode).toBe(200);
    const detail = (await call('GET', `/cabinet/clubs/${first.id}`, 'admin')).json().data;
    expect(detail.club).toMatchObject({
      title: 'Renamed Club',
      founded_year: 2001,
      colors: [{ id: 'blue' }],
      city: { id: cityId },
    });
    expect((await call('GET', `/cabinet/clubs/${first.id}`, 'admin', undefined, 'kk')).json().data.club.title).toBe(
      'Жаңа клуб',
    );

    expect((await call('DELETE', `/cabinet/clubs/${second.id}`, 'admin')).json()).toEqual({
      success: true,
      data: { id: second.id },
    });
    expect((await call('GET', `/cabinet/clubs/${second.id}`, 'admin')).statusCode).toBe(404);
  });

  it('refuses to delete a club that has teams', async () => {
    const ru = await call('DELETE', `/cabinet/clubs/${ownClub}`, 'admin', undefined, 'ru');
    expect(ru.statusCode).toBe(409);
    expect(ru.json().message).toBe('Клуб нельзя удалить: у него есть команды. Его можно отправить в архив');
    expect((await call('GET', `/cabinet/clubs/${ownClub}`, 'admin')).statusCode).toBe(200);
  });

  it('archives a club: read-only from then on, still readable and listed', async () => {
    const club = await newClub({ title_en: 'Archive Me' });
    const archived = await call('POST', `/cabinet/clubs/${club.id}/archive`, 'admin');
    expect(archived.statusCode).toBe(200);
    expect((await call('GET', `/cabinet/clubs/${club.id}`, 'admin')).json().data.club.archived).toBe(true);

    const before = await t.db.selectFrom('clubs').selectAll().where('id', '=', club.id).executeTakeFirstOrThrow();
    const kk = await call('PATCH', `/cabinet/clubs/${club.id}`, 'admin', { title_en: 'Changed' }, 'kk');
    expect(kk.statusCode).toBe(409);
    expect(kk.json().message).toBe('Клуб мұрағатта: оны өзгертуге болмайды');
    const en = await call('POST', `/cabinet/clubs/${club.id}/archive`, 'admin', undefined, 'en');
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('The club is archived: it cannot be changed');
    expect(await t.db.selectFrom('clubs').selectAll().where('id', '=', club.id).executeTakeFirstOrThrow()).toEqual(
      before,
    );

    const list = (await call('GET', '/cabinet/clubs?archived=1', 'admin')).json();
    expect(list.data.map((c: { id: number }) => c.id)).toEqual([club.id]);
    const all = (await call('GET', '/cabinet/clubs?per_page=100', 'admin')).json().data;
    expect(all[all.length - 1].id).toBe(club.id);
    expect((await call('GET', `/clubs/${club.slug}`, null)).statusCode).toBe(200);
  });

  it('answers invalid fields with 422 in the request language and saves nothing', async () => {
    const before = await clubCount();
    const ru = await call(
      'POST',
      '/cabinet/clubs',
      'admin',
      { title_kk: '', founded_year: 1700, colors: ['gold'] },
      'ru',
    );
    expect(ru.statusCode).toBe(422);
    const errors = ru.json().data.errors;
    expect(errors.title_kk).toEqual(['Это поле обязательно для заполнения']);
    expect(errors.founded_year).toEqual(['Значение должно быть не меньше 1850']);

    const colors = await call(
      'POST',
      '/cabinet/clubs',
      'admin',
      { title_kk: 'Түсті', colors: ['gold'], city_id: 999_999 },
      'en',
    );
    expect(colors.statusCode).toBe(422);
    expect(colors.json().data.errors).toEqual({
      colors: ['Choose one of the allowed values'],
      city_id: ['Choose one of the allowed values'],
    });

    const original = await t.db.selectFrom('clubs').selectAll().where('id', '=', otherClub).executeTakeFirstOrThrow();
    const patch = await call(
      'PATCH',
      `/cabinet/clubs/${otherClub}`,
      'admin',
      { title_en: 'Half saved', city_id: 999_999 },
      'kk',
    );
    expect(patch.statusCode).toBe(422);
    expect(patch.json().data.errors.city_id).toEqual(['Рұқсат етілген мәндердің бірін таңдаңыз']);
    expect(await t.db.selectFrom('clubs').selectAll().where('id', '=', otherClub).executeTakeFirstOrThrow()).toEqual(
      original,
    );
    expect((await call('PATCH', `/cabinet/clubs/${otherClub}`, 'admin', { slug: 'mine' })).statusCode).toBe(422);
    expect(await clubCount()).toBe(before);
  });

  it('refuses a founding year in the future on the field, and takes this year (ADR 0165)', async () => {
    const before = await clubCount();
    const year = leagueYear();
    const future = await call('POST', '/cabinet/clubs', 'admin', { title_kk: 'Болашақ', founded_year: year + 5 }, 'kk');
    expect(future.statusCode).toBe(422);
    expect(future.json().data.errors).toEqual({ founded_year: ['Жыл болашақта болмауы керек'] });
    const patch = await call('PATCH', `/cabinet/clubs/${otherClub}`, 'admin', { founded_year: year + 1 }, 'en');
    expect(patch.statusCode).toBe(422);
    expect(patch.json().data.errors).toEqual({ founded_year: ['The year cannot be in the future'] });
    expect(await clubCount()).toBe(before);
    const now = await newClub({ title_kk: 'Биылғы', founded_year: year });
    expect(
      (await t.db.selectFrom('clubs').select('founded_year').where('id', '=', now.id).executeTakeFirstOrThrow())
        .founded_year,
    ).toBe(year);
  });

  describe('crest', () => {
    const uploadCrest = (
      clubId: number,
      token: string | undefined,
      file: { name: string; type: string; bytes: Buffer },
      language: 'kk' | 'ru' | 'en' = 'en',
    ) =>
      request(t.app, {
        method: 'POST',
        url: `/api/v1/cabinet/clubs/${clubId}/crest`,
        token,
        language,
        ...imageForm(file),
      });
    /** Uploads the crest as the super_admin: saved under a generated public name of the extension, that name. */
    const savedCrest = async (
      clubId: number,
      file: { name: string; type: string; bytes: Buffer },
      extension: string,
    ) => {
      const response = await uploadCrest(clubId, tokens.admin, file);
      expect(response.statusCode).toBe(200);
      const logo = response.json().data.logo as string;
      expect(logo).toMatch(new RegExp(`^/uploads/\\d{4}-\\d{2}/[0-9a-f]{32}\\.${extension}$`));
      return logo;
    };
    const png = () => ({ name: 'crest.png', type: 'image/png', bytes: sample(PNG_HEAD, 4 * KB) });
    const clubLogo = async (id: number) =>
      (await t.db.selectFrom('clubs').select('logo').where('id', '=', id).executeTakeFirstOrThrow()).logo;

    it('answers each caller of the crest endpoints as the access rules say', async () => {
      const club = await newClub({ title_en: 'Crest Matrix' });
      const revoked = await login(t.app, 'admin@league.test');
      await request(t.app, { method: 'POST', url: '/api/v1/cabinet/logout', token: revoked });
      const callers: Array<[string, string | undefined]> = [
        ['anonymous', undefined],
        ['revoked', revoked],
        ...WHO.map((who) => [who, tokens[who]] as [string, string]),
      ];
      const seen: Record<string, Record<string, number>> = { upload: {}, remove: {} };
      for (const [name, token] of callers) {
        seen.upload[name] = (await uploadCrest(club.id, token, png())).statusCode;
        seen.remove[name] = (
          await request(t.app, { method: 'DELETE', url: `/api/v1/cabinet/clubs/${club.id}/crest`, token })
        ).statusCode;
      }
      // A command_admin may not change even its own club's crest (club edits are super_admin's).
      seen.upload.ownTeam = (await uploadCrest(ownClub, tokens.team, png())).statusCode;
      const row = { anonymous: 401, revoked: 401, admin: 200, team: 403, referee: 403, provider: 403, media: 403 };
      expect(seen).toEqual({ upload: { ...row, ownTeam: 403 }, remove: row });
      expect(await clubLogo(club.id)).toBeNull();
    });

    it('stores a crest under a generated public name and shows it on the club', async () => {
      const club = await newClub({ title_en: 'Crest Club' });
      const logo = await savedCrest(
        club.id,
        { name: 'crest.webp', type: 'image/webp', bytes: sample(WEBP_HEAD, 300 * KB) },
        'webp',
      );
      expect(existsSync(join(uploads, 'public', logo.slice('/uploads/'.length)))).toBe(true);
      expect((await call('GET', `/cabinet/clubs/${club.id}`, 'admin')).json().data.club.logo).toBe(logo);
      expect((await call('GET', `/clubs/${club.slug}`, null)).json().data.club.logo).toBe(logo);
    });

    it.each([
      [
        'one byte over 300 KB',
        { name: 'crest.png', type: 'image/png', bytes: sample(PNG_HEAD, 300 * KB + 1) },
        'ru',
        'Размер файла не должен превышать 300 КБ',
      ],
      [
        'a PDF renamed .jpg',
        { name: 'crest.jpg', type: 'image/jpeg', bytes: sample(PDF_HEAD, 20 * KB) },
        'en',
        'This file type is not allowed',
      ],
    ] as const)('refuses %s with a field error, writing nothing', async (_case, file, language, message) => {
      const club = await newClub();
      const before = listFiles(dir);
      const response = await uploadCrest(club.id, tokens.admin, file, language);
      expect(response.statusCode).toBe(422);
      expect(response.json().data.errors).toEqual({ logo: [message] });
      expect(listFiles(dir)).toEqual(before);
      expect(await clubLogo(club.id)).toBeNull();
    });

    it('never uses a "../" file name as a path: the bytes go under a generated name inside the store', async () => {
      const club = await newClub();
      const before = listFiles(dir);
      const logo = await savedCrest(
        club.id,
        { name: '../../../escape.jpg', type: 'image/jpeg', bytes: sample(JPEG_HEAD, 8 * KB) },
        'jpg',
      );
      const added = listFiles(dir).filter((file) => !before.includes(file));
      expect(added).toEqual([join('a', 'b', 'uploads', 'public', logo.slice('/uploads/'.length))]);
      expect(added.join()).not.toContain('escape');
    });

    it('refuses a crest of an archived club, a missing file and a JSON body, writing nothing', async () => {
      const club = await newClub();
      expect((await call('POST', `/cabinet/clubs/${club.id}/archive`, 'admin')).statusCode).toBe(200);
      const before = listFiles(dir);
      const archived = await uploadCrest(club.id, tokens.admin, png(), 'kk');
      expect(archived.statusCode).toBe(409);
      expect(archived.json().message).toBe('Клуб мұрағатта: оны өзгертуге болмайды');
      expect(
        (await request(t.app, { method: 'DELETE', url: `/api/v1/cabinet/clubs/${club.id}/crest`, token: tokens.admin }))
          .statusCode,
      ).toBe(409);
      const open = await newClub();
      const empty = await request(t.app, {
        method: 'POST',
        url: `/api/v1/cabinet/clubs/${open.id}/crest`,
        token: tokens.admin,
        language: 'en',
        payload: '------x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n------x--\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=----x' },
      });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().data.errors).toEqual({ logo: ['This field is required'] });
      expect((await call('POST', `/cabinet/clubs/${open.id}/crest`, 'admin', { logo: 'x' })).statusCode).toBe(422);
      expect(listFiles(dir)).toEqual(before);
      expect(await clubLogo(club.id)).toBeNull();
      expect((await call('GET', `/cabinet/clubs/${club.id}`, 'admin')).json().data.club.archived).toBe(true);
    });
  });
});
