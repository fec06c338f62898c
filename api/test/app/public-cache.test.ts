// The public answer cache as visitors and clients trying to get around it see it: answers are
// kept under the normalised request (endpoint, the parameters it reads, language), so neither an
// Authorization header nor an unknown query parameter skips the cache; concurrent requests for
// one answer compute it once; a cabinet write shows on the public pages at the next request.
import { dbTargets, DEMO_NOW, login, request } from '../helpers';
import { suiteApp } from '../support/suite-app';

describe.each(dbTargets)('public cache on %s', (target) => {
  let admin: string;
  let tournamentId: number;
  let matchId: number;
  let stadiumId: number;

  // A lifetime no test outlasts: an answer only leaves the cache when a write invalidates it.
  const t = suiteApp({ target, seed: 'demo', config: { publicCacheTtlMs: 60_000 } });
  beforeAll(async () => {
    admin = await login(t.app, 'admin@league.test');
    const match = await t.db
      .selectFrom('matches')
      .select(['id', 'tournament_id', 'stadium_id'])
      .where('stadium_id', 'is not', null)
      .where('status', '=', 'finished')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    [matchId, tournamentId, stadiumId] = [match.id, match.tournament_id, match.stadium_id!];
  });

  const get = (url: string, options: { language?: 'kk' | 'ru' | 'en'; headers?: Record<string, string> } = {}) =>
    request(t.app, {
      method: 'GET',
      url: `/api/v1${url}`,
      language: options.language ?? 'en',
      headers: options.headers,
    });

  it('an answer kept out of the micro-cache (the tournaments in buckets) is still revalidated by its ETag', async () => {
    const first = await get('/tournaments-list', { language: 'ru' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['x-cache']).toBeUndefined();
    const same = await get('/tournaments-list', {
      language: 'ru',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    // Another language is another answer.
    const kk = await get('/tournaments-list', {
      language: 'kk',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(kk.statusCode).toBe(200);
    // The server's clock is never revalidated: it says so itself.
    const clock = await request(t.app, { method: 'GET', url: '/api/v1/datetime' });
    expect(clock.headers['cache-control']).toBe('no-store');
  });

  it('answers a garbage Authorization header and unknown query parameters from the cache', async () => {
    const url = `/tournaments/${tournamentId}/table`;
    const first = await get(`${url}?warm=${Date.now()}`);
    expect(first.statusCode).toBe(200);
    const second = await get(url);
    expect(second.headers['x-cache']).toBe('hit');
    const attempts: { url: string; headers: Record<string, string> }[] = [
      { url, headers: { authorization: 'Bearer not-a-token' } },
      { url: `${url}?nocache=${Math.random()}`, headers: { authorization: 'Basic Zm9vOmJhcg==' } },
      {
        url: `${url}?utm_source=x&_=${Date.now()}`,
        headers: { authorization: 'garbage', 'cache-control': 'no-cache', pragma: 'no-cache' },
      },
    ];
    for (const attempt of attempts) {
      const res = await get(attempt.url, { headers: attempt.headers });
      expect({
        url: attempt.url,
        status: res.statusCode,
        cache: res.headers['x-cache'],
        etag: res.headers.etag,
      }).toEqual({
        url: attempt.url,
        status: 200,
        cache: 'hit',
        etag: second.headers.etag,
      });
      expect(res.body).toBe(second.body);
    }
  });

  it('keys on the parameters the endpoint reads as its contract parses them, and on the language', async () => {
    const plain = await get(`/calendar/matches?tournament_id=${tournamentId}`);
    expect(plain.statusCode).toBe(200);
    const padded = await get(`/calendar/matches?tournament_id=0${tournamentId}`);
    expect(padded.headers['x-cache']).toBe('hit');
    expect(padded.body).toBe(plain.body);
    // A different answer is a different entry: another language, another tour range.
    const russian = await get(`/calendar/matches?tournament_id=${tournamentId}`, { language: 'ru' });
    expect(russian.headers['x-cache']).toBe('miss');
    expect(russian.body).not.toBe(plain.body);
    const tours = (await get(`/tournament-page/tournament/${tournamentId}`)).json().data.tours as { id: number }[];
    const ranged = await get(`/tournaments/${tournamentId}/table?to_tour_id=${tours[0].id}`);
    expect(ranged.headers['x-cache']).toBe('miss');
    expect(ranged.json().data.to_tour_id).toBe(tours[0].id);
  });

  it('never caches a refused request, and a bad known parameter is still a 422', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get(`/calendar/matches?tournament_id=abc&utm_source=x`);
      expect(res.statusCode).toBe(422);
      expect(res.headers['x-cache']).toBeUndefined();
    }
  });

  it('answers a hit in the envelope with the security headers, and still refuses bad input on a cached path', async () => {
    const url = `/tournaments/${tournamentId}/assistants`;
    const first = await get(url, { language: 'ru' });
    expect(first.statusCode).toBe(200);
    const hit = await get(url, { language: 'ru' });
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.json()).toEqual(first.json());
    expect(hit.json().success).toBe(true);
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options']) {
      expect({ name, value: hit.headers[name] }).toEqual({ name, value: first.headers[name] });
    }
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    // The same path with a NUL in a parameter, or a badly encoded one, is not the request that was cached.
    const nul = await get(`${url}?utm_source=%00`, { language: 'ru' });
    expect({ status: nul.statusCode, cache: nul.headers['x-cache'], success: nul.json().success }).toEqual({
      status: 422,
      cache: undefined,
      success: false,
    });
    const broken = await get(`${url}?x=%zz`, { language: 'ru' });
    expect(broken.statusCode).toBeLessThan(500);
    expect((await get(url, { language: 'ru' })).headers['x-cache']).toBe('hit');
  });

  it('computes an answer once for concurrent requests', async () => {
    // Nobody asked for this language's checkerboard yet.
    const url = `/tournaments/${tournamentId}/checkerboard`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        get(`${url}?n=${i}`, { language: 'kk', headers: { authorization: `Bearer ${i}` } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.filter((a) => a.headers['x-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('shows a cabinet write on the public pages at the next request', async () => {
    const url = `/matches/${matchId}`;
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    const stadium = await t.db
      .selectFrom('stadiums')
      .select(['title_kk', 'title_ru', 'city_id'])
      .where('id', '=', stadiumId)
      .executeTakeFirstOrThrow();
    const renamed = await request(t.app, {
      method: 'PUT',
      url: `/api/v1/cabinet/stadiums/${stadiumId}`,
      token: admin,
      payload: {
        title_kk: stadium.title_kk,
        title_ru: stadium.title_ru,
        title_en: 'Renamed Arena',
        city_id: stadium.city_id,
      },
    });
    expect({ status: renamed.statusCode, body: renamed.statusCode === 200 ? null : renamed.body }).toEqual({
      status: 200,
      body: null,
    });
    const after = await get(url);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().data.stadium.title).toBe('Renamed Arena');
    expect((await get(url)).headers['x-cache']).toBe('hit');
  });

  it('is not flushed by anonymous writes or refused cabinet writes', async () => {
    const url = `/tournaments/${tournamentId}/form`;
    await get(url);
    const feedback = await request(t.app, {
      method: 'POST',
      url: '/api/v1/feedback',
      payload: { name: 'Parent', phone: '+7 701 123 45 67', text: 'When is the next match?' },
    });
    expect(feedback.statusCode).toBeLessThan(300);
    const refused = await request(t.app, {
      method: 'PUT',
      url: `/api/v1/cabinet/stadiums/${stadiumId}`,
      token: admin,
      payload: { title_kk: '' },
    });
    expect(refused.statusCode).toBe(422);
    const guest = await request(t.app, {
      method: 'PUT',
      url: `/api/v1/cabinet/stadiums/${stadiumId}`,
      payload: { title_kk: 'x' },
    });
    expect(guest.statusCode).toBe(401);
    expect((await get(url)).headers['x-cache']).toBe('hit');
  });

  it('sends validators browsers revalidate on every use, and 304 for an unchanged answer', async () => {
    const url = `/tournaments/${tournamentId}/scorers`;
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toContain('Accept-Language');
    const again = await get(url, {
      headers: { 'if-none-match': String(first.headers.etag), authorization: 'Bearer garbage' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe.each(dbTargets)('tournaments list buckets on %s', (target) => {
  let now = DEMO_NOW;

  // The list is not in the public cache; its buckets are a snapshot per data version and day.
  const t = suiteApp({ target, seed: 'demo', clock: () => now, config: { publicCacheTtlMs: 60_000 } });

  const buckets = async () => {
    const res = await request(t.app, { method: 'GET', url: '/api/v1/tournaments-list', language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-cache']).toBeUndefined();
    const data = res.json().data as Record<'current' | 'upcoming' | 'past', { id: number }[]>;
    return (id: number) =>
      (['current', 'upcoming', 'past'] as const).find((bucket) => data[bucket].some((item) => item.id === id));
  };

  it('are computed once per public data version and league day, and move with the day', async () => {
    const first = await buckets();
    const row = await t.db
      .selectFrom('tournaments')
      .select(['id', 'start_date', 'end_date'])
      .where('end_date', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(first(row.id)).toBe('current');
    // A direct write (no request, no invalidatePublic) is not seen: the snapshot is reused.
    await t.db.updateTable('tournaments').set({ start_date: '2026-03-02' }).where('id', '=', row.id).execute();
    expect((await buckets())(row.id)).toBe('current');
    // Any cabinet write moves the public data version on: the list is computed again.
    const admin = await login(t.app, 'admin@league.test');
    const stadium = await t.db
      .selectFrom('stadiums')
      .select(['id', 'title_kk', 'title_ru', 'city_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const saved = await request(t.app, {
      method: 'PUT',
      url: `/api/v1/cabinet/stadiums/${stadium.id}`,
      token: admin,
      payload: { title_kk: stadium.title_kk, title_ru: stadium.title_ru, title_en: 'Arena', city_id: stadium.city_id },
    });
    expect(saved.statusCode).toBe(200);
    expect((await buckets())(row.id)).toBe('upcoming');
    // The next league day is another snapshot, without any write.
    now = new Date('2026-03-02T06:00:00Z');
    expect((await buckets())(row.id)).toBe('current');
  });
});
