// Public people endpoints on the seeded demo database (PGlite, and PostgreSQL when reachable).
import {
  CheckUnsubmittedResponse,
  ClubDetailResponse,
  ClubsResponse,
  CoachesResponse,
  ErrorEnvelope,
  GeographyResponse,
  JudgesResponse,
  PlayerMatchesResponse,
  PlayerProfileResponse,
  PlayersResponse,
  PlayerStatisticsResponse,
  PlayerTournamentsResponse,
  RefereeDetailResponse,
  SquadResponse,
  StaffDetailResponse,
  TeamDetailResponse,
  TeamMatchesResponse,
  TeamsListResponse,
  TeamsStatsResponse,
  TopScorerResponse,
  UnsubmittedResponse,
} from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { assert, type Struct } from 'superstruct';
import * as stats from '../../../src/modules/stats/index';
import { dbTargets } from '../../helpers';
import { suiteApp } from '../../support/suite-app';

let app: FastifyInstance;

async function get<T>(url: string, contract: Struct<T, unknown> | null, language = 'en', status = 200): Promise<T> {
  const response = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': language } });
  if (response.statusCode !== status)
    throw new Error(`${url.slice(0, 120)} → ${response.statusCode}: ${response.body.slice(0, 300)}`);
  const body = response.json() as T;
  if (contract) assert(body, contract);
  return body;
}

const notFound = (url: string) => get(url, ErrorEnvelope, 'en', 404);

async function someTeam() {
  const { data } = await get('/teams', TeamsListResponse);
  return data;
}

describe.each(dbTargets)('people endpoints on %s', (target) => {
  const testApp = suiteApp({ target, seed: 'demo' });
  beforeAll(async () => {
    app = testApp.app;
  });

  describe('/teams', () => {
    test('lists the season teams sorted (active first, order, title) with the standings', async () => {
      const data = await someTeam();
      expect(data.season).not.toBeNull();
      expect(data.teams.length).toBeGreaterThan(0);
      expect(data.tournament).not.toBeNull();
      expect(data.table.map((r) => r.position)).toEqual(data.table.map((_, i) => i + 1));
      const firstInactive = data.teams.findIndex((t) => !t.is_active);
      if (firstInactive >= 0) expect(data.teams.slice(firstInactive).every((t) => !t.is_active)).toBe(true);
      // The standings equal the league's table of the same tournament.
      const table = await app.inject({
        method: 'GET',
        url: `/api/v1/tournaments/${data.tournament!.id}/table`,
        headers: { 'accept-language': 'en' },
      });
      if (table.statusCode === 200) {
        const rows = (table.json() as { data: { rows: { team: { id: number }; points: number }[] } }).data.rows;
        expect(data.table.map((r) => [r.team.id, r.points])).toEqual(rows.map((r) => [r.team.id, r.points]));
      }
    });

    test('filters by season and tournament; unknown ones are 404', async () => {
      const data = await someTeam();
      const bySeason = await get(`/teams?season_id=${data.seasons[data.seasons.length - 1].id}`, TeamsListResponse);
      expect(bySeason.data.season?.id).toBe(data.seasons[data.seasons.length - 1].id);
      const byTournament = await get(`/teams?tournament_id=${data.tournament!.id}`, TeamsListResponse);
      expect(byTournament.data.teams.map((t) => t.id).sort()).toEqual(
        byTournament.data.table.map((r) => r.team.id).sort(),
      );
      await notFound('/teams?season_id=999999');
      await notFound('/teams?tournament_id=999999');
    });

    test('answers in kk, ru and en', async () => {
      const [kk, ru, en] = await Promise.all(['kk', 'ru', 'en'].map((l) => get('/teams', TeamsListResponse, l)));
      expect(kk.data.teams.map((t) => t.id).sort()).toEqual(en.data.teams.map((t) => t.id).sort());
      const titles = (x: typeof kk) => x.data.tournament?.title;
      expect(new Set([titles(kk), titles(ru), titles(en)]).size).toBeGreaterThan(1);
    });

    test('bad query parameters are 422, never 500', async () => {
      for (const query of ['season_id=-1', 'season_id=abc', 'tournament_id=1.5', `season_id=${'9'.repeat(10_000)}`]) {
        const response = await app.inject({ method: 'GET', url: `/api/v1/teams?${query}` });
        expect([400, 422]).toContain(response.statusCode);
        assert(response.json(), ErrorEnvelope);
      }
      // Parameters the endpoint doesn't read are ignored (a cached public answer; plugins/public-cache.ts).
      expect((await app.inject({ method: 'GET', url: '/api/v1/teams?unknown=1' })).statusCode).toBe(200);
    });
  });

  describe('/teams/{slug} and the team endpoints', () => {
    test('the table window holds 5 rows around the team for the first, a middle and the last team', async () => {
      const { tournament, table } = await someTeam();
      expect(table.length).toBeGreaterThanOrEqual(5);
      for (const index of [0, Math.floor(table.length / 2), table.length - 1]) {
        const row = table[index];
        const { data } = await get(`/teams/${row.team.slug}`, TeamDetailResponse);
        expect(data.tournament?.id).toBe(tournament!.id);
        expect(data.table_window).toHaveLength(5);
        const expected = stats
          .tableWindow(
            table.map((r) => ({ ...r, teamId: r.team.id })),
            row.team.id,
            5,
          )
          .map((r) => r.team.id);
        expect(data.table_window.map((r) => r.team.id)).toEqual(expected);
        expect(data.table_window.map((r) => r.team.id)).toContain(row.team.id);
        const first = data.table_window[0].position;
        expect(data.table_window.map((r) => r.position)).toEqual([first, first + 1, first + 2, first + 3, first + 4]);
        if (index === 0) expect(first).toBe(1);
        if (index === table.length - 1) expect(first).toBe(table.length - 4);
      }
    });

    test('team detail in three languages; unknown slug is 404', async () => {
      const { table } = await someTeam();
      const slug = table[0].team.slug;
      const [kk, ru, en] = await Promise.all(
        ['kk', 'ru', 'en'].map((l) => get(`/teams/${slug}`, TeamDetailResponse, l)),
      );
      expect(kk.data.team.id).toBe(en.data.team.id);
      expect(
        new Set([kk.data.tournament?.title, ru.data.tournament?.title, en.data.tournament?.title]).size,
      ).toBeGreaterThan(1);
      await notFound('/teams/no-such-team');
      // Fastify refuses an over-long path parameter itself (414) before any route runs.
      const long = await app.inject({ method: 'GET', url: `/api/v1/teams/${'x'.repeat(10_000)}` });
      expect([404, 414]).toContain(long.statusCode);
      await notFound('/teams/bad%20slug');
    });

    test('squad: grouped GK, DF, MF, FW and sorted by number', async () => {
      const { table } = await someTeam();
      const { data } = await get(`/teams/${table[0].team.id}/squad`, SquadResponse, 'ru');
      expect(data.players.length).toBeGreaterThan(0);
      const order = ['GK', 'DF', 'MF', 'FW'];
      expect(data.players.map((g) => order.indexOf(g.position))).toEqual(
        [...data.players.map((g) => order.indexOf(g.position))].sort((a, b) => a - b),
      );
      for (const group of data.players) {
        expect(group.players.every((p) => p.position === group.position)).toBe(true);
        const numbers = group.players.map((p) => p.number ?? 1000);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        for (const p of group.players) expect(p.age).toBeGreaterThan(5);
      }
      await notFound('/teams/999999/squad');
      await notFound('/teams/abc/squad');
    });

    test('team calendar, coaches, unsubmitted, check-unsubmitted and team statistics', async () => {
      const { teams } = await someTeam();
      let withdrawn = false;
      for (const team of teams) {
        const matches = await get(`/teams/${team.id}/matches`, TeamMatchesResponse);
        for (const tour of matches.data.tours)
          for (const m of tour.matches) expect([m.host.id, m.guest.id]).toContain(team.id);
        const coaches = await get(`/coaches?team_id=${team.id}`, CoachesResponse);
        if (coaches.data[0]) {
          const staff = await get(`/coaches/${coaches.data[0].slug}`, StaffDetailResponse);
          expect(staff.data.teams.map((t) => t.team.id)).toContain(team.id);
        }
        const check = await get(`/squad/check-unsubmitted?team_id=${team.id}`, CheckUnsubmittedResponse);
        const list = await get(`/squad/unsubmitted?team_id=${team.id}`, UnsubmittedResponse);
        expect(check.data.unsubmitted_present).toBe(list.data.length > 0);
        withdrawn ||= list.data.length > 0;
        const teamStats = await get(`/teams-stats?team_id=${team.id}`, TeamsStatsResponse);
        expect(teamStats.data.total.matches).toBe(
          teamStats.data.tournaments.reduce((sum, t) => sum + t.stats.matches, 0),
        );
      }
      expect(withdrawn).toBe(true);
      await notFound('/coaches/nobody-here');
      await notFound('/coaches?team_id=999999');
      const missing = await app.inject({ method: 'GET', url: '/api/v1/coaches' });
      expect(missing.statusCode).toBe(422);
      const bad = await app.inject({ method: 'GET', url: '/api/v1/squad/unsubmitted?team_id=x' });
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('/players and the player profile', () => {
    test('paginated list with search, filters and clamped bounds', async () => {
      const page = await get('/players?per_page=5', PlayersResponse);
      expect(page.data).toHaveLength(5);
      expect(page.meta).toEqual({ total: expect.any(Number), page: 1, per_page: 5 });
      const last = page.data[0].name.split(' ')[1];
      const found = await get(`/players?q=${encodeURIComponent(last)}`, PlayersResponse);
      expect(found.data.some((p) => p.id === page.data[0].id)).toBe(true);
      const gk = await get('/players?position=GK&per_page=100', PlayersResponse);
      expect(gk.data.every((p) => p.position === 'GK')).toBe(true);
      const none = await get('/players?q=%25%25zzzz', PlayersResponse);
      expect(none.meta.total).toBe(0);
      for (const query of ['page=-1', 'per_page=100000', 'page=abc', `q=${'a'.repeat(10_000)}`, 'position=XX']) {
        const response = await app.inject({ method: 'GET', url: `/api/v1/players?${query}` });
        expect(response.statusCode).toBe(422);
      }
    });

    test('profile, statistics, matches and tournaments in three languages; 404 for unknown', async () => {
      const scorer = await get('/scorer', TopScorerResponse);
      expect(scorer.data).not.toBeNull();
      const slug = scorer.data!.player.slug;
      const [kk, ru, en] = await Promise.all(
        ['kk', 'ru', 'en'].map((l) => get(`/squad/player/${slug}`, PlayerProfileResponse, l)),
      );
      expect(kk.data.player.id).toBe(en.data.player.id);
      expect(new Set([kk.data.player.name, ru.data.player.name, en.data.player.name]).size).toBeGreaterThan(1);
      const statistics = await get(`/squad/player/${slug}/statistics`, PlayerStatisticsResponse);
      const row = statistics.data.find((r) => r.tournament.id === scorer.data!.tournament.id);
      expect(row?.goals).toBe(scorer.data!.goals);
      const matches = await get(`/squad/player/${slug}/matches?per_page=3`, PlayerMatchesResponse);
      expect(matches.data.length).toBeLessThanOrEqual(3);
      expect(matches.meta.total).toBeGreaterThan(0);
      const tournaments = await get(`/squad/player/${slug}/tournaments`, PlayerTournamentsResponse);
      expect(tournaments.data.length).toBeGreaterThan(0);
      for (const suffix of ['', '/statistics', '/matches', '/tournaments'])
        await notFound(`/squad/player/nobody${suffix}`);
      expect((await app.inject({ method: 'GET', url: `/api/v1/squad/player/${slug}/matches?page=0` })).statusCode).toBe(
        422,
      );
    });

    test('/scorer by tournament; unknown tournament is 404', async () => {
      const { tournament } = await someTeam();
      await get(`/scorer?tournament_id=${tournament!.id}`, TopScorerResponse);
      await notFound('/scorer?tournament_id=999999');
    });
  });

  describe('/judges', () => {
    test('paginated referees and one referee by id or slug with statistics', async () => {
      const list = await get('/judges?per_page=3', JudgesResponse);
      expect(list.data.length).toBeGreaterThan(0);
      const busiest = (await get('/judges?per_page=100', JudgesResponse)).data.sort((a, b) => b.matches - a.matches)[0];
      const byId = await get(`/judges/${busiest.id}`, RefereeDetailResponse, 'ru');
      const bySlug = await get(`/judges/${busiest.slug}`, RefereeDetailResponse, 'ru');
      expect(byId.data).toEqual(bySlug.data);
      expect(byId.data.statistics.matches).toBe(busiest.matches);
      expect(byId.data.matches.length).toBeGreaterThan(0);
      await notFound('/judges/999999');
      await notFound('/judges/no-such-referee');
      expect((await app.inject({ method: 'GET', url: '/api/v1/judges?per_page=100000' })).statusCode).toBe(422);
    });
  });

  describe('/clubs and /geography', () => {
    test('clubs paginated, archived last or only; club with teams', async () => {
      const all = await get('/clubs?per_page=100', ClubsResponse);
      const firstArchived = all.data.findIndex((c) => c.archived);
      if (firstArchived >= 0) expect(all.data.slice(firstArchived).every((c) => c.archived)).toBe(true);
      const archived = await get('/clubs?archived=1', ClubsResponse);
      expect(archived.data.every((c) => c.archived)).toBe(true);
      const club = await get(`/clubs/${all.data[0].slug}`, ClubDetailResponse, 'kk');
      expect(club.data.teams.length).toBe(all.data[0].teams_count);
      const active = club.data.teams.map((t) => t.is_active);
      expect(active).toEqual([...active].sort((a, b) => Number(b) - Number(a)));
      await notFound('/clubs/no-such-club');
      expect((await app.inject({ method: 'GET', url: '/api/v1/clubs?archived=2' })).statusCode).toBe(422);
    });

    test('geography: countries with their cities in three languages', async () => {
      const [kk, en] = await Promise.all(['kk', 'en'].map((l) => get('/geography', GeographyResponse, l)));
      expect(kk.data.some((c) => c.cities.length > 0)).toBe(true);
      expect(kk.data.map((c) => c.title)).not.toEqual(en.data.map((c) => c.title));
    });

    test('answers are cacheable with an ETag and 304', async () => {
      const first = await app.inject({ method: 'GET', url: '/api/v1/clubs' });
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const again = await app.inject({
        method: 'GET',
        url: '/api/v1/clubs',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });
  });
});
