// The referees registry on an empty league (issue 32 §2): the super_admin registers a referee
// (names in three languages, category, city, birth date, private phone and e-mail), a photo
// (metadata removed), edits and deactivates; the public pages and the crew pickers list active
// referees only and never show the contacts; bad input is an error on its field.
import sharp from 'sharp';
import { multipartBody } from '../../cabinet-people-helpers';
import { dbTargets, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { call, firstAdmin } from '../accounts/accounts-helpers';

describe.each(dbTargets)('referees registry on %s', (target) => {
  const t = suiteApp({ target }, 240_000);
  let chief: string;
  let cityId: number;
  let id: number;

  beforeAll(async () => {
    chief = await firstAdmin(t.app, t.db);
    cityId = (await t.db.selectFrom('cities').select('id').executeTakeFirstOrThrow()).id;
  }, 240_000);

  const body = {
    first_name_kk: 'Ерлан',
    first_name_ru: 'Ерлан',
    first_name_en: 'Yerlan',
    last_name_kk: 'Сәрсенов',
    last_name_ru: 'Сарсенов',
    last_name_en: 'Sarsenov',
    category_kk: 'Ұлттық санат',
    category_en: 'National category',
    city_id: 0,
    birth_date: '1990-04-12',
    phone: '+7 701 123 45 67',
    email: 'Yerlan@Referee.example',
  };

  it('registers a referee with private contacts', async () => {
    const created = await call(t.app, 'POST', '/cabinet/referees', {
      token: chief,
      payload: { ...body, city_id: cityId },
    });
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    id = data.id;
    expect(data).toMatchObject({
      name: 'Sarsenov Yerlan',
      slug: 'yerlan-sarsenov',
      category: 'National category',
      birth_date: '1990-04-12',
      email: 'yerlan@referee.example',
      active: true,
      account: null,
    });
    const kk = await call(t.app, 'GET', `/cabinet/referees/${id}`, { token: chief, language: 'kk' });
    expect(kk.json().data.name).toBe('Сәрсенов Ерлан');
  });

  it('shows each error on its field and keeps nothing of a refused form', async () => {
    const bad = await call(t.app, 'POST', '/cabinet/referees', {
      token: chief,
      payload: {
        ...body,
        first_name_kk: ' ',
        birth_date: '2020-01-01',
        phone: '12',
        email: 'not-an-email',
        city_id: 999_999,
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().data.errors).sort()).toEqual(['birth_date', 'email', 'first_name_kk', 'phone']);
    const city = await call(t.app, 'POST', '/cabinet/referees', {
      token: chief,
      payload: { ...body, city_id: 999_999 },
    });
    expect(city.json().data.errors.city_id).toBeDefined();
    expect(await t.db.selectFrom('referees').select('id').execute()).toHaveLength(1);
  });

  it('lists active referees publicly and in the crew picker, without contacts', async () => {
    const list = await request(t.app, { method: 'GET', url: '/api/v1/judges', language: 'en' });
    expect(list.json().data.map((r: { name: string }) => r.name)).toEqual(['Yerlan Sarsenov']);
    expect(list.body).not.toContain('referee.example');
    expect(list.body).not.toContain('701');
    const detail = await request(t.app, { method: 'GET', url: `/api/v1/judges/${id}`, language: 'en' });
    expect(detail.body).not.toContain('referee.example');
    const picker = await request(t.app, {
      method: 'GET',
      url: '/api/v1/handbook/referee',
      language: 'en',
      token: chief,
    });
    expect(picker.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('stores a photo without its metadata', async () => {
    const bytes = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker' } } })
      .toBuffer();
    const upload = (name: string, photo: Buffer) =>
      request(t.app, {
        method: 'POST',
        url: `/api/v1/cabinet/referees/${id}/photo`,
        token: chief,
        ...multipartBody({}, [{ field: 'photo', name, type: 'image/jpeg', bytes: photo }]),
      });
    const answer = await upload('me.jpg', bytes);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.photo).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/);
    const refused = await upload('x.jpg', Buffer.from('hello'));
    expect(refused.statusCode).toBe(422);
  });

  it('edits and deactivates: an inactive referee leaves the public list and the crew picker', async () => {
    const edited = await call(t.app, 'PUT', `/cabinet/referees/${id}`, {
      token: chief,
      payload: { ...body, city_id: null, category_en: 'FIFA', phone: null },
    });
    expect(edited.json().data).toMatchObject({ category: 'FIFA', phone: null, city: null });
    const off = await call(t.app, 'PUT', `/cabinet/referees/${id}/active`, {
      token: chief,
      payload: { active: false },
    });
    expect(off.json().data.active).toBe(false);
    const list = await request(t.app, { method: 'GET', url: '/api/v1/judges', language: 'en' });
    expect(list.json().data).toEqual([]);
    const picker = await request(t.app, {
      method: 'GET',
      url: '/api/v1/handbook/referee',
      language: 'en',
      token: chief,
    });
    expect(picker.json().data).toEqual([]);
    const inactive = await call(t.app, 'GET', '/cabinet/referees?state=inactive', { token: chief });
    expect(inactive.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(
      (await call(t.app, 'PUT', '/cabinet/referees/999999/active', { token: chief, payload: { active: true } }))
        .statusCode,
    ).toBe(404);
  });
});
