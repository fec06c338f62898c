// GET /datetime, /translations and /tournaments-list on the demo league, on every database.
import { DatetimeResponse, TournamentsListResponse, TranslationsResponse } from '@league/shared/contracts';
import { assert } from 'superstruct';
import { dbTargets, DEMO_NOW, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';

describe.each(dbTargets)('system endpoints on %s', (target) => {
  const t = suiteApp({ target, seed: 'demo' });

  it('tells the server time in UTC and in Asia/Almaty', async () => {
    const response = await request(t.app, { method: 'GET', url: '/api/v1/datetime' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    assert(body, DatetimeResponse);
    expect(body.data.datetime).toBe(DEMO_NOW.toISOString());
    expect(body.data.timestamp).toBe(DEMO_NOW.getTime());
    expect(body.data.timezone).toBe('Asia/Almaty');
    // Kazakhstan is one zone since 2024 (UTC+5); an older tz database still says +06:00.
    expect(body.data.offset).toMatch(/^\+0[56]:00$/);
    expect(Date.parse(body.data.local)).toBe(DEMO_NOW.getTime());
  });

  it('filters translations by tag and answers in the request language', async () => {
    const ru = await request(t.app, {
      method: 'GET',
      url: '/api/v1/translations?filter[tag]=position',
      language: 'ru',
    });
    const body = ru.json();
    assert(body, TranslationsResponse);
    expect(body.data).toEqual(
      expect.arrayContaining([
        { key: 'position.GK', tag: 'position', value: 'Вратарь' },
        { key: 'position.FW', tag: 'position', value: 'Нападающий' },
      ]),
    );
    expect(body.data.every((row) => row.tag === 'position')).toBe(true);
    expect(body.data).toHaveLength(4);

    const en = await request(t.app, {
      method: 'GET',
      url: '/api/v1/translations?filter[tag]=position',
      language: 'en',
    });
    expect(en.json().data.find((row: { key: string }) => row.key === 'position.GK').value).toBe('Goalkeeper');
    const kk = await request(t.app, { method: 'GET', url: '/api/v1/translations?filter[tag]=position' });
    expect(kk.json().data.find((row: { key: string }) => row.key === 'position.GK').value).toBe('Қақпашы');
  });

  it('falls back to kk when a language has no value, and lists every tag without a filter', async () => {
    await t.db
      .insertInto('translations')
      .values({ key: 'test.only_kk', tag: 'test', kk: 'Тек қазақша', ru: null, en: '' })
      .execute();
    const en = await request(t.app, { method: 'GET', url: '/api/v1/translations?filter[tag]=test', language: 'en' });
    expect(en.json().data).toEqual([{ key: 'test.only_kk', tag: 'test', value: 'Тек қазақша' }]);
    const all = await request(t.app, { method: 'GET', url: '/api/v1/translations', language: 'ru' });
    const tags = new Set(all.json().data.map((row: { tag: string }) => row.tag));
    expect([...tags]).toEqual(
      expect.arrayContaining(['common', 'position', 'goal-type', 'removal-cause', 'referee-role', 'test']),
    );
    const none = await request(t.app, { method: 'GET', url: '/api/v1/translations?filter[tag]=nothing' });
    expect(none.json()).toEqual({ success: true, data: [] });
  });

  it('buckets tournaments into current, upcoming and past', async () => {
    const response = await request(t.app, { method: 'GET', url: '/api/v1/tournaments-list', language: 'en' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    assert(body, TournamentsListResponse);
    const { current, upcoming, past } = body.data;

    expect(current.map((item) => item.slug)).toEqual([
      'u14-boys-2026',
      'u12-boys-2026',
      'u16-boys-2026',
      'u15-girls-2026',
    ]);
    expect(current[0]).toMatchObject({
      main: true,
      active: true,
      status: 'current',
      end_date: null,
      season: { year: 2026 },
    });
    expect(current[0].title).toBe('U-14 Boys Championship 2026');
    expect(current[0].age_group_title).toBe('U-14 boys');
    expect(current[0].team_ids).toHaveLength(8);

    expect(upcoming.map((item) => item.slug)).toEqual(['winter-cup-u13-2026']);
    expect(upcoming[0]).toMatchObject({ start_date: '2026-12-05', status: 'upcoming', format: 'cup' });
    // Applications of three teams are still pending: only accepted teams are listed.
    expect(upcoming[0].team_ids).toHaveLength(5);

    expect(past).toHaveLength(5);
    expect(past[0]).toMatchObject({ slug: 'league-cup-u14-2025', end_date: '2025-11-15', status: 'past' });
    expect(past.every((item) => item.season.year === 2025 && item.end_date !== null)).toBe(true);
    const girls = past.find((item) => item.gender === 'female');
    expect(girls).toMatchObject({
      age_group: 'U-15',
      age_group_title: 'U-15 girls',
      birth_year_from: 2010,
      birth_year_to: 2011,
    });
  });

  it('answers titles in kk and ru', async () => {
    const kk = (await request(t.app, { method: 'GET', url: '/api/v1/tournaments-list' })).json();
    expect(kk.data.current[0]).toMatchObject({
      title: 'U-14 ұлдар чемпионаты 2026',
      age_group_title: 'U-14 ұлдар',
      season: { title: '2026 маусымы' },
    });
    const ru = (await request(t.app, { method: 'GET', url: '/api/v1/tournaments-list', language: 'ru' })).json();
    expect(ru.data.current[0]).toMatchObject({
      title: 'Чемпионат U-14 среди юношей 2026',
      age_group_title: 'U-14 юноши',
      season: { title: 'Сезон 2026' },
    });
    expect(ru.data.upcoming[0].title).toBe('Зимний кубок U-13 2026');
  });

  it('filters by season', async () => {
    const seasons = await t.db.selectFrom('seasons').select(['id', 'year']).execute();
    const season2025 = seasons.find((s) => s.year === 2025)!;
    const body = (
      await request(t.app, { method: 'GET', url: `/api/v1/tournaments-list?season_id=${season2025.id}` })
    ).json();
    expect(body.data.current).toHaveLength(0);
    expect(body.data.upcoming).toHaveLength(0);
    expect(body.data.past).toHaveLength(5);
  });
});

describe('tournament buckets move with the clock', () => {
  let now = new Date('2026-12-06T06:00:00Z');
  const t = suiteApp({ seed: 'demo', clock: () => now });

  it('lists the winter cup as current once it has started, and a finished tournament as past', async () => {
    let body = (await request(t.app, { method: 'GET', url: '/api/v1/tournaments-list' })).json();
    expect(body.data.upcoming).toHaveLength(0);
    expect(body.data.current.map((item: { slug: string }) => item.slug)).toContain('winter-cup-u13-2026');

    await t.db.updateTable('tournaments').set({ end_date: '2026-12-06' }).where('slug', '=', 'u16-boys-2026').execute();
    body = (await request(t.app, { method: 'GET', url: '/api/v1/tournaments-list' })).json();
    expect(body.data.past[0].slug).toBe('u16-boys-2026');

    now = new Date('2026-11-01T06:00:00Z');
    body = (await request(t.app, { method: 'GET', url: '/api/v1/tournaments-list' })).json();
    // Finished with an end date after today: finished is past all the same (ADR 0177).
    expect(body.data.past.map((item: { slug: string }) => item.slug)).toContain('u16-boys-2026');
    expect([...body.data.current, ...body.data.upcoming].map((item: { slug: string }) => item.slug)).not.toContain(
      'u16-boys-2026',
    );
  });
});
