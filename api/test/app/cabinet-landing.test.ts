import {
  CabinetClubsResponse,
  CabinetMatchesResponse,
  CabinetTournamentsResponse,
  DeparturesResponse,
} from '@league/shared/contracts';
import { assert } from 'superstruct';
import { dbTargets, request } from '../helpers';
import { demoCabinetSuite, teamAdminClub, type Who } from '../support/demo-cabinet';
import { demoRefereeCrewings } from '../support/matches';

describe.each(dbTargets)('cabinet landing lists on %s', (target) => {
  const { t, tokens } = demoCabinetSuite(target);

  const get = (url: string, who: Who | null, language: 'kk' | 'ru' | 'en' = 'kk') =>
    request(t.app, { method: 'GET', url: `/api/v1${url}`, token: who ? tokens[who] : undefined, language });

  it('needs a signed-in user', async () => {
    for (const url of ['/cabinet/tournaments', '/cabinet/matches', '/cabinet/departures', '/cabinet/clubs']) {
      const response = await get(url, null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('lists tournaments for the roles that read them, in the request language', async () => {
    for (const who of ['admin', 'team', 'media'] as const) {
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

  it('gives a referee only the matches where they are on the crew', async () => {
    const response = await get('/cabinet/matches?per_page=100', 'referee');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    assert(body, CabinetMatchesResponse);
    expect(body.data.length).toBeGreaterThan(0);
    for (let page = 2; (page - 1) * 100 < body.meta.total; page += 1) {
      body.data.push(...(await get(`/cabinet/matches?per_page=100&page=${page}`, 'referee')).json().data);
    }
    expect(body.data).toHaveLength(body.meta.total);
    const crewed = await demoRefereeCrewings(t.db);
    expect(new Set(body.data.map((m: { id: number }) => m.id))).toEqual(new Set(crewed.map((r) => r.match_id)));
    expect((await get('/cabinet/matches', 'team')).statusCode).toBe(403);
  });

  it('pages, sorts, searches and filters a list as its query asks', async () => {
    const all = (await get('/cabinet/matches?per_page=100&sort=date_time', 'referee')).json();
    const total = all.meta.total as number;
    expect(total).toBeGreaterThan(10);
    const dates = all.data.map((m: { date_time: string }) => m.date_time);
    expect(dates).toEqual([...dates].sort());

    const first = (await get('/cabinet/matches?per_page=5&sort=-date_time', 'referee')).json();
    const second = (await get('/cabinet/matches?per_page=5&page=2&sort=-date_time', 'referee')).json();
    assert(second, CabinetMatchesResponse);
    expect(second.meta).toEqual({ total, page: 2, per_page: 5 });
    const newestFirst = [...first.data, ...second.data].map((m: { date_time: string }) => m.date_time);
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());
    expect(new Set([...first.data, ...second.data].map((m: { id: number }) => m.id)).size).toBe(10);

    const finished = (await get('/cabinet/matches?per_page=100&status=finished', 'referee')).json();
    expect(finished.data.every((m: { status: string }) => m.status === 'finished')).toBe(true);
    expect(finished.meta.total).toBeLessThan(total);

    const host = all.data[0].host.title as string;
    const found = (
      await get(`/cabinet/matches?per_page=100&q=${encodeURIComponent(host.slice(0, 5).toLowerCase())}`, 'referee')
    ).json();
    expect(found.data.length).toBeGreaterThan(0);
    expect(
      found.data.every((m: { host: { title: string }; guest: { title: string }; tournament: { title: string } }) =>
        `${m.host.title} ${m.guest.title} ${m.tournament.title}`.toLowerCase().includes(host.slice(0, 5).toLowerCase()),
      ),
    ).toBe(true);

    const active = (await get('/cabinet/tournaments?state=finished&sort=title', 'admin', 'en')).json();
    assert(active, CabinetTournamentsResponse);
    expect(active.data.every((x: { end_date: string | null }) => x.end_date !== null)).toBe(true);
    const titles = active.data.map((x: { title: string }) => x.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it.each(['sort=password', 'per_page=1000', 'state=open', 'page=0'])(
    'refuses the query %s with a 422',
    async (query) => {
      const response = await get(`/cabinet/tournaments?${query}`, 'admin', 'en');
      expect(response.statusCode).toBe(422);
      expect(response.json().success).toBe(false);
    },
  );

  it('scopes departures and clubs of a team administrator to their club', async () => {
    const ownClub = await teamAdminClub(t.db);
    const clubs = (await get('/cabinet/clubs', 'team')).json();
    assert(clubs, CabinetClubsResponse);
    expect(clubs.data.map((c: { id: number }) => c.id)).toEqual([ownClub]);
    const all = (await get('/cabinet/clubs', 'admin')).json();
    expect(all.data.length).toBeGreaterThanOrEqual(12);

    const departures = (await get('/cabinet/departures?per_page=100', 'team')).json();
    assert(departures, DeparturesResponse);
    expect(departures.data.length).toBeGreaterThan(0);
    const clubTeams = await t.db.selectFrom('teams').select('id').where('club_id', '=', ownClub).execute();
    const ids = new Set(clubTeams.map((r) => r.id));
    expect(departures.data.every((d: { team: { id: number } }) => ids.has(d.team.id))).toBe(true);
    expect((await get('/cabinet/departures', 'provider')).statusCode).toBe(200);
    expect((await get('/cabinet/clubs', 'provider')).statusCode).toBe(403);
  });
});
