// The cabinet's stadiums registry: who may call it, validation in the request's language, the
// paged list (sort, search, filter), writes in one transaction, and no deleting a used stadium.
import { CabinetStadiumResponse, CabinetStadiumsResponse } from '@league/shared/contracts';
import { assert } from 'superstruct';
import { dbTargets } from '../../helpers';
import { demoCabinetSuite, roleCall } from '../../support/demo-cabinet';
import { rowCount } from '../../support/rows';

describe.each(dbTargets)('cabinet stadiums on %s', (target) => {
  const { t, tokens } = demoCabinetSuite(target);
  let cityId: number;
  let otherCityId: number;

  beforeAll(async () => {
    const cities = await t.db.selectFrom('cities').select('id').orderBy('id').limit(2).execute();
    [cityId, otherCityId] = cities.map((c) => c.id);
  });

  const call = roleCall(() => ({ t, tokens }));

  const body = (over: object = {}) => ({
    title_kk: 'Жаңа стадион',
    title_ru: 'Новый стадион',
    title_en: 'New Arena',
    city_id: cityId,
    capacity: 5000,
    ...over,
  });
  const usedStadium = async () =>
    (
      await t.db
        .selectFrom('matches')
        .select('stadium_id')
        .where('stadium_id', 'is not', null)
        .executeTakeFirstOrThrow()
    ).stadium_id!;
  const countStadiums = () => rowCount(t.db, 'stadiums');

  it('answers only super_admin: 401 without a token, 403 for every other role', async () => {
    const id = await usedStadium();
    const probes: Array<[string, string, object?]> = [
      ['GET', '/cabinet/stadiums'],
      ['POST', '/cabinet/stadiums', body()],
      ['GET', `/cabinet/stadiums/${id}`],
      ['PUT', `/cabinet/stadiums/${id}`, body()],
      ['DELETE', `/cabinet/stadiums/${id}`],
    ];
    const before = await countStadiums();
    for (const [method, url, payload] of probes) {
      expect({ url, method, status: (await call(method as 'GET', url, null, payload)).statusCode }).toEqual({
        url,
        method,
        status: 401,
      });
      for (const who of ['team', 'referee', 'provider', 'media'] as const) {
        expect({ url, method, who, status: (await call(method as 'GET', url, who, payload)).statusCode }).toEqual({
          url,
          method,
          who,
          status: 403,
        });
      }
    }
    expect(await countStadiums()).toBe(before);
    expect((await call('GET', '/cabinet/stadiums', 'admin')).statusCode).toBe(200);
  });

  it('lists stadiums paged, sorted, searched in any language and filtered by city', async () => {
    const first = await call('GET', '/cabinet/stadiums?per_page=2&sort=title', 'admin');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    assert(page1, CabinetStadiumsResponse);
    expect(page1.data).toHaveLength(2);
    expect(page1.meta).toMatchObject({ page: 1, per_page: 2 });
    const total = page1.meta.total;
    expect(total).toBe(await countStadiums());

    const all = (await call('GET', '/cabinet/stadiums?per_page=100&sort=-title', 'admin')).json();
    const titles = all.data.map((s: { title: string }) => s.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => b.localeCompare(a, 'en')));
    const page2 = (await call('GET', '/cabinet/stadiums?per_page=2&page=2&sort=title', 'admin')).json();
    expect(page2.data[0].id).not.toBe(page1.data[0].id);

    const one = await t.db
      .selectFrom('stadiums')
      .select(['id', 'title_ru', 'city_id'])
      .where('city_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const found = (
      await call('GET', `/cabinet/stadiums?q=${encodeURIComponent(one.title_ru!.slice(0, 6))}`, 'admin')
    ).json();
    expect(found.data.map((s: { id: number }) => s.id)).toContain(one.id);

    const inCity = (await call('GET', `/cabinet/stadiums?city_id=${one.city_id}&per_page=100`, 'admin')).json();
    expect(inCity.data.length).toBeGreaterThan(0);
    expect(inCity.data.every((s: { city: { id: number } }) => s.city?.id === one.city_id)).toBe(true);

    const byCity = (await call('GET', '/cabinet/stadiums?sort=city&per_page=100', 'admin')).json();
    const cities = byCity.data.map((s: { city: { title: string } | null }) => s.city?.title ?? '');
    expect(cities).toEqual([...cities].sort((a: string, b: string) => a.localeCompare(b, 'en')));

    expect((await call('GET', '/cabinet/stadiums?sort=capacity', 'admin')).statusCode).toBe(422);
    expect((await call('GET', '/cabinet/stadiums?per_page=1000', 'admin')).statusCode).toBe(422);
  });

  it('creates, reads, updates and deletes an unused stadium', async () => {
    const created = await call('POST', '/cabinet/stadiums', 'admin', body({ address_kk: 'Абай даңғылы, 1' }));
    expect(created.statusCode).toBe(201);
    const stadium = created.json();
    assert(stadium, CabinetStadiumResponse);
    expect(stadium.data).toMatchObject({
      title: 'New Arena',
      title_kk: 'Жаңа стадион',
      capacity: 5000,
      matches_count: 0,
      address: 'Абай даңғылы, 1',
    });
    expect(stadium.data.slug).toBe('new-arena');
    expect(stadium.data.city?.id).toBe(cityId);

    const second = (await call('POST', '/cabinet/stadiums', 'admin', body())).json();
    expect(second.data.slug).toBe('new-arena-2');

    const id = stadium.data.id;
    const updated = await call(
      'PUT',
      `/cabinet/stadiums/${id}`,
      'admin',
      body({ title_en: 'Renamed Arena', city_id: otherCityId, capacity: null }),
      'en',
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ title: 'Renamed Arena', capacity: null, city: { id: otherCityId } });
    expect((await call('GET', `/cabinet/stadiums/${id}`, 'admin', undefined, 'kk')).json().data.title).toBe(
      'Жаңа стадион',
    );

    expect((await call('DELETE', `/cabinet/stadiums/${id}`, 'admin')).json()).toEqual({ success: true, data: { id } });
    expect((await call('GET', `/cabinet/stadiums/${id}`, 'admin')).statusCode).toBe(404);
    expect((await call('DELETE', `/cabinet/stadiums/${id}`, 'admin')).statusCode).toBe(404);
    expect((await call('PUT', `/cabinet/stadiums/${id}`, 'admin', body())).statusCode).toBe(404);
  });

  it('refuses to delete a stadium a match uses, with a translated message, and keeps it', async () => {
    const id = await usedStadium();
    const ru = await call('DELETE', `/cabinet/stadiums/${id}`, 'admin', undefined, 'ru');
    expect(ru.statusCode).toBe(409);
    expect(ru.json()).toMatchObject({
      success: false,
      message: 'Стадион нельзя удалить: на нём проходят или проходили матчи',
    });
    const en = await call('DELETE', `/cabinet/stadiums/${id}`, 'admin', undefined, 'en');
    expect(en.json().message).toBe('The stadium cannot be deleted: matches are or were played there');
    expect((await call('GET', `/cabinet/stadiums/${id}`, 'admin')).statusCode).toBe(200);
  });

  it('answers invalid fields with 422 and messages in the request language, saving nothing', async () => {
    const before = await countStadiums();
    const ru = await call(
      'POST',
      '/cabinet/stadiums',
      'admin',
      { title_kk: '  ', city_id: cityId, capacity: -1 },
      'ru',
    );
    expect(ru.statusCode).toBe(422);
    const errors = ru.json().data.errors;
    expect(errors.title_kk).toEqual(['Это поле обязательно для заполнения']);
    expect(errors.capacity).toEqual(['Значение должно быть не меньше 0']);

    const kk = await call('POST', '/cabinet/stadiums', 'admin', body({ city_id: 999_999 }), 'kk');
    expect(kk.statusCode).toBe(422);
    expect(kk.json().data.errors.city_id).toEqual(['Рұқсат етілген мәндердің бірін таңдаңыз']);

    const id = await usedStadium();
    const original = await t.db.selectFrom('stadiums').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const put = await call(
      'PUT',
      `/cabinet/stadiums/${id}`,
      'admin',
      body({ title_kk: 'Өзгерген', city_id: 999_999 }),
      'en',
    );
    expect(put.statusCode).toBe(422);
    expect(put.json().data.errors.city_id).toEqual(['Choose one of the allowed values']);
    expect(await t.db.selectFrom('stadiums').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(
      original,
    );
    expect((await call('POST', '/cabinet/stadiums', 'admin', { ...body(), extra: 1 })).statusCode).toBe(422);
    expect(await countStadiums()).toBe(before);
  });
});
