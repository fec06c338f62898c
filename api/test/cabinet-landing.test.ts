import { CabinetClubsResponse, CabinetTournamentsResponse, DeparturesResponse, RefereeMatchesResponse } from '@league/shared/contracts';
import { assert } from 'superstruct';
import { createTestApp, dbTargets, login, request, type TestApp } from './helpers';

describe.each(dbTargets)('cabinet landing lists on %s', (target) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'demo' });
    for (const who of ['admin', 'team', 'referee', 'provider', 'media']) tokens[who] = await login(t.app, `${who}@league.test`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, who: string | null, language: 'kk' | 'ru' | 'en' = 'kk') =>
    request(t.app, { method: 'GET', url: `/api/v1${url}`, token: who ? tokens[who] : undefined, language });

  it('needs a signed-in user', async () => {
    for (const url of ['/cabinet/tournaments', '/cabinet/matches', '/cabinet/departures', '/cabinet/clubs']) {
      const response = await get(url, null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('lists tournaments for the roles that read them, in the request language', async () => {
    for (const who of ['admin', 'team', 'media']) {
      const response = await get('/cabinet/tournaments', who, 'en');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      assert(body, CabinetTournamentsResponse);
      expect(body.data.length).toBeGreaterThan(3);
    }
    const kk = (await get('/cabinet/tournaments', 'admin', 'kk')).json();
    const en = (await get('/cabinet/tournaments', 'admin', 'en')).json();
    expect(kk.data[0].title).not.toBe(en.data[0].title);
    expect((await get('/cabinet/tournaments', 'referee')).statusCode).toBe(403);
    expect((await get('/cabinet/tournaments', 'provider')).statusCode).toBe(403);
  });

  it("gives a referee only the matches where they are on the crew", async () => {
    const response = await get('/cabinet/matches', 'referee');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    assert(body, RefereeMatchesResponse);
    expect(body.data.length).toBeGreaterThan(0);
    const me = await t.db.selectFrom('users').select('referee_id').where('email', '=', 'referee@league.test').executeTakeFirstOrThrow();
    const crewed = await t.db.selectFrom('match_referees').select('match_id').where('referee_id', '=', me.referee_id!).execute();
    expect(new Set(body.data.map((m: { id: number }) => m.id))).toEqual(new Set(crewed.map((r) => r.match_id)));
    expect((await get('/cabinet/matches', 'team')).statusCode).toBe(403);
  });

  it("scopes departures and clubs of a team administrator to their club", async () => {
    const mine = await t.db.selectFrom('users').select('club_id').where('email', '=', 'team@league.test').executeTakeFirstOrThrow();
    const clubs = (await get('/cabinet/clubs', 'team')).json();
    assert(clubs, CabinetClubsResponse);
    expect(clubs.data.map((c: { id: number }) => c.id)).toEqual([mine.club_id]);
    const all = (await get('/cabinet/clubs', 'admin')).json();
    expect(all.data.length).toBeGreaterThanOrEqual(12);

    const departures = (await get('/cabinet/departures', 'team')).json();
    assert(departures, DeparturesResponse);
    expect(departures.data.length).toBeGreaterThan(0);
    const clubTeams = await t.db.selectFrom('teams').select('id').where('club_id', '=', mine.club_id!).execute();
    const ids = new Set(clubTeams.map((r) => r.id));
    expect(departures.data.every((d: { team: { id: number } }) => ids.has(d.team.id))).toBe(true);
    expect((await get('/cabinet/departures', 'provider')).statusCode).toBe(200);
    expect((await get('/cabinet/clubs', 'provider')).statusCode).toBe(403);
  });
});
