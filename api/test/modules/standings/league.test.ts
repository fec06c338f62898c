// The public league core on the seeded demo database: every endpoint answers its contract in
// kk, ru and en, unknown ids are 404 envelopes, bad queries are 4xx (never 500), answers are
// cacheable with an ETag.
import {
  AssistantsResponse,
  CalendarResponse,
  CheckerboardResponse,
  DisqualificationsResponse,
  ErrorEnvelope,
  GoalkeepersResponse,
  HANDBOOKS,
  HandbookResponse,
  MainTournamentResponse,
  MatchDetailResponse,
  MatchesResponse,
  MatchMediaResponse,
  MatchNewsResponse,
  MatchProtocolResponse,
  MatchSquadsResponse,
  MatchStatisticsResponse,
  NearestMatchesResponse,
  ScorersResponse,
  TeamStatsResponse,
  TournamentDetailResponse,
  TournamentFormResponse,
  TournamentPageResponse,
  TournamentsListResponse,
  TournamentTableResponse,
  type MatchCard,
} from '@league/shared/contracts';
import { sql } from 'kysely';
import { assert, type Struct } from 'superstruct';
import { dbTargets } from '../../helpers';
import { suiteApp } from '../../support/suite-app';

describe.each(dbTargets)('league core on %s', (target) => {
  let mainId: number;
  let shootoutMatch: MatchCard;
  let finishedMatch: MatchCard;

  async function get(url: string, lang = 'kk', headers: Record<string, string> = {}) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { 'accept-language': lang, ...headers },
    });
    return {
      status: response.statusCode,
      body: response.body ? (JSON.parse(response.body) as unknown) : null,
      headers: response.headers,
    };
  }

  async function ok<T>(url: string, contract: Struct<T, unknown>, lang = 'kk'): Promise<T> {
    const { status, body } = await get(url, lang);
    if (status !== 200) throw new Error(`${url} → ${status} ${JSON.stringify(body)}`);
    assert(body, contract);
    return body;
  }

  const ctx = suiteApp({ target, seed: 'demo' }, 180_000);
  beforeAll(async () => {
    const main = await ok('/handbook/main-tournament', MainTournamentResponse);
    mainId = main.data!.id;
    // Find the seeded shoot-out match (a cup) and a finished league match through the API.
    const list = await ok('/tournaments-list', TournamentsListResponse);
    const all = [...list.data.current, ...list.data.upcoming, ...list.data.past];
    for (const t of all) {
      const page = await ok(`/matches?tournament_id=${t.id}&status=finished&per_page=100`, MatchesResponse);
      shootoutMatch ??= page.data.find((m) => m.shootout !== null)!;
      if (t.id === mainId) finishedMatch = page.data.find((m) => m.technical_result === null)!;
    }
  }, 180_000);

  describe('tournaments', () => {
    test('detail, page header and handbook main-tournament, in three languages', async () => {
      const titles = new Set<string>();
      for (const lang of ['kk', 'ru', 'en']) {
        const detail = await ok(`/tournaments/${mainId}`, TournamentDetailResponse, lang);
        expect(detail.data.main).toBe(true);
        expect(detail.data.teams_count).toBe(detail.data.team_ids.length);
        titles.add(detail.data.age_group_title);
        const page = await ok(`/tournament-page/tournament/${mainId}`, TournamentPageResponse, lang);
        expect(page.data.tours.length).toBeGreaterThan(1);
        expect(page.data.tours.map((t) => t.number)).toEqual(
          [...page.data.tours.map((t) => t.number)].sort((a, b) => a - b),
        );
      }
      expect(titles.size).toBe(3);
    });

    test('table: positions from 1, team refs, form, chart, decided_by', async () => {
      const table = await ok(`/tournaments/${mainId}/table`, TournamentTableResponse);
      const rows = table.data.rows;
      expect(rows.length).toBeGreaterThan(3);
      expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
      expect(rows[0].decided_by).toBeNull();
      for (const row of rows) {
        expect(row.team.slug).not.toBe('');
        expect(row.points).toBe(row.won * 3 + row.drawn);
        expect(row.goals).toBe(`${row.goals_for}:${row.goals_against}`);
        expect(row.form.length).toBeLessThanOrEqual(5);
        if (row.played > 0) expect(row.chartPosition.at(-1)).toBe(row.position);
      }
      // Same data by query.
      const byQuery = await ok(`/tournaments/table?tournament_id=${mainId}`, TournamentTableResponse);
      expect(byQuery.data.rows).toEqual(rows);
    });

    test('the tour range recomputes the table; a tour of another tournament is refused', async () => {
      const page = await ok(`/tournament-page/tournament/${mainId}`, TournamentPageResponse);
      const [first, second] = page.data.tours;
      const full = await ok(`/tournaments/${mainId}/table`, TournamentTableResponse);
      const one = await ok(
        `/tournaments/${mainId}/table?from_tour_id=${first.id}&to_tour_id=${first.id}`,
        TournamentTableResponse,
      );
      expect(one.data.from_tour_id).toBe(first.id);
      expect(Math.max(...one.data.rows.map((r) => r.played))).toBeLessThanOrEqual(1);
      expect(one.data.rows.reduce((s, r) => s + r.played, 0)).toBeLessThan(
        full.data.rows.reduce((s, r) => s + r.played, 0),
      );
      const fromSecond = await ok(`/tournaments/${mainId}/table?from_tour_id=${second.id}`, TournamentTableResponse);
      expect(fromSecond.data.rows.reduce((s, r) => s + r.played, 0)).toBeLessThan(
        full.data.rows.reduce((s, r) => s + r.played, 0),
      );
      const other = await ok('/tournaments-list', TournamentsListResponse);
      const otherId = [...other.data.current, ...other.data.past].find((t) => t.id !== mainId)!.id;
      const otherTours = await ok(`/tournament-page/tournament/${otherId}`, TournamentPageResponse);
      if (otherTours.data.tours.length) {
        const bad = await get(`/tournaments/${mainId}/table?from_tour_id=${otherTours.data.tours[0].id}`);
        expect(bad.status).toBe(422);
        assert(bad.body, ErrorEnvelope);
        expect(Object.keys((bad.body as { data: { errors: object } }).data.errors)).toEqual(['from_tour_id']);
      }
    });

    test('form, scorers, assistants, disqualifications, checkerboard, team statistics, goalkeepers', async () => {
      const form = await ok(`/tournaments/${mainId}/form`, TournamentFormResponse);
      expect(form.data.length).toBeGreaterThan(0);
      const scorers = await ok(`/tournaments/${mainId}/scorers`, ScorersResponse);
      expect(scorers.data.length).toBeGreaterThan(0);
      expect(scorers.data[0].position).toBe(1);
      expect(scorers.data[0].goals).toBeGreaterThanOrEqual(scorers.data.at(-1)!.goals);
      expect(scorers.data[0].player.slug).not.toBe('');
      const ru = await ok(`/tournaments/${mainId}/scorers`, ScorersResponse, 'en');
      expect(ru.data.map((r) => r.player.id).sort()).toEqual(scorers.data.map((r) => r.player.id).sort());
      expect((await ok(`/tournaments/scorers?tournament_id=${mainId}`, ScorersResponse)).data).toEqual(scorers.data);
      const assistants = await ok(`/tournaments/${mainId}/assistants`, AssistantsResponse);
      expect((await ok(`/tournaments/assistants?tournament_id=${mainId}`, AssistantsResponse)).data).toEqual(
        assistants.data,
      );
      const dq = await ok(`/tournaments/${mainId}/disqualifications`, DisqualificationsResponse);
      for (const row of dq.data) if (row.served) expect(row.served_in).not.toBeNull();
      const board = await ok(`/tournaments/${mainId}/checkerboard`, CheckerboardResponse);
      expect(board.data.rows.length).toBe(board.data.teams.length);
      board.data.rows.forEach((row, i) => expect(row.cells[i].self).toBe(true));
      const stats = await ok(`/tournament-stats/teams/${mainId}`, TeamStatsResponse);
      expect((await ok(`/statistics?tournament_id=${mainId}`, TeamStatsResponse)).data).toEqual(stats.data);
      expect((await ok('/statistics', TeamStatsResponse)).data).toEqual(stats.data);
      const keepers = await ok(`/goalkeepers?tournament_id=${mainId}`, GoalkeepersResponse);
      expect(keepers.data.length).toBeGreaterThan(0);
    });
  });

  describe('calendar and matches', () => {
    test('calendar groups: tours → days → matches, de-duplicated, completed ⊂ all', async () => {
      const cal = await ok(`/calendar/matches?tournament_id=${mainId}`, CalendarResponse);
      const ids = (group: typeof cal.data.all) =>
        group.flatMap((t) => t.days.flatMap((d) => d.matches.map((m) => m.id)));
      const all = ids(cal.data.all);
      expect(new Set(all).size).toBe(all.length);
      expect(all.length).toBeGreaterThan(0);
      for (const id of [...ids(cal.data.completed), ...ids(cal.data.not_started)]) expect(all).toContain(id);
      for (const tour of cal.data.all)
        for (const day of tour.days) for (const m of day.matches) expect(m.date).toBe(day.date);
      const main = await ok('/calendar/matches', CalendarResponse);
      expect(ids(main.data.all)).toEqual(all);
      const team = cal.data.all[0].days[0].matches[0].host;
      const byTeam = await ok(`/calendar/matches?tournament_id=${mainId}&team_id=${team.id}`, CalendarResponse);
      for (const id of ids(byTeam.data.all)) expect(all).toContain(id);
      expect(ids(byTeam.data.all).length).toBeLessThan(all.length);
    });

    test('nearest matches of the main tournament', async () => {
      const near = await ok('/nearest-matches?limit=3', NearestMatchesResponse);
      expect(near.data.tournament?.id).toBe(mainId);
      expect(near.data.last.length).toBeLessThanOrEqual(3);
      for (const m of near.data.last) expect(m.score).not.toBeNull();
    });

    test('matches: paginated with filters', async () => {
      const page1 = await ok('/matches?per_page=5', MatchesResponse);
      expect(page1.data).toHaveLength(5);
      expect(page1.meta).toMatchObject({ page: 1, per_page: 5 });
      const page2 = await ok('/matches?per_page=5&page=2', MatchesResponse);
      expect(page2.data.map((m) => m.id)).not.toEqual(page1.data.map((m) => m.id));
      const scheduled = await ok(`/matches?status=scheduled&tournament_id=${mainId}`, MatchesResponse);
      for (const m of scheduled.data) {
        expect(m.status).toBe('scheduled');
        expect(m.tournament.id).toBe(mainId);
      }
    });

    test('a match: header, shoot-out, protocol, squads, statistics, media, news', async () => {
      expect(shootoutMatch).toBeDefined();
      const detail = await ok(`/matches/${shootoutMatch.id}`, MatchDetailResponse);
      expect(detail.data.shootout).not.toBeNull();
      expect(detail.data.score!.host).toBe(detail.data.score!.guest);
      const protocol = await ok(`/matches/${shootoutMatch.id}/protocol`, MatchProtocolResponse);
      const after = protocol.data.events.filter((e) => e.match_scope === 'after');
      expect(after.length).toBeGreaterThan(0);
      for (const e of after) {
        expect(e.label).toBeNull();
        expect(e.sort_minute).toBe(999);
      }
      const sorts = protocol.data.events.map((e) => e.sort_minute);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));

      const match = await ok(`/matches/${finishedMatch.id}`, MatchDetailResponse, 'ru');
      expect(match.data.referees.length).toBeGreaterThan(0);
      const events = await ok(`/matches/${finishedMatch.id}/protocol`, MatchProtocolResponse);
      for (const e of events.data.events.filter((x) => x.match_scope === 'regular'))
        expect(e.label).toMatch(/^\d+(\+\d+)?$/);
      const squads = await ok(`/matches/${finishedMatch.id}/protocol/squads`, MatchSquadsResponse);
      expect(squads.data.host.main.length).toBeGreaterThan(0);
      expect(squads.data.host.team.id).toBe(match.data.host.id);
      const stats = await ok(`/matches/${finishedMatch.id}/statistics`, MatchStatisticsResponse);
      const possession = stats.data.find((m) => m.metric === 'pure_possession_of_the_ball');
      expect(possession?.unit).toBe('minutes');
      expect(possession!.host_percent + possession!.guest_percent).toBeCloseTo(100, 5);
      expect(Number.isInteger(possession!.host! * 100)).toBe(true);
      const titles = new Set<string>();
      for (const lang of ['kk', 'ru', 'en'])
        titles.add((await ok(`/matches/${finishedMatch.id}/statistics`, MatchStatisticsResponse, lang)).data[0].title);
      expect(titles.size).toBe(3);
      await ok(`/matches/${finishedMatch.id}/media`, MatchMediaResponse);
      await ok(`/matches/${finishedMatch.id}/news`, MatchNewsResponse);
    });
  });

  describe('handbooks', () => {
    test('every handbook answers; titles follow the language', async () => {
      for (const name of HANDBOOKS) {
        if (name === 'main-tournament') continue;
        const kk = await ok(`/handbook/${name}`, HandbookResponse, 'kk');
        expect(kk.data.length).toBeGreaterThan(0);
      }
      const kk = await ok('/handbook/position', HandbookResponse, 'kk');
      const en = await ok('/handbook/position', HandbookResponse, 'en');
      expect(kk.data.map((i) => i.id)).toEqual(['GK', 'DF', 'MF', 'FW']);
      expect(en.data[0].title).toBe('Goalkeeper');
      expect(kk.data[0].title).not.toBe(en.data[0].title);
      const tours = await ok(`/handbook/tour?tournament_id=${mainId}`, HandbookResponse);
      expect(tours.data.length).toBeGreaterThan(0);
      expect((await get('/handbook/no-such-thing')).status).toBe(404);
    });
  });

  describe('errors and caching', () => {
    test('unknown ids are 404 envelopes in the request language', async () => {
      for (const url of [
        '/tournaments/999999',
        '/tournament-page/tournament/999999',
        '/tournaments/999999/table',
        '/tournaments/999999/table?from_tour_id=1',
        '/tournaments/999999/form',
        '/tournaments/999999/checkerboard',
        '/calendar/matches?tournament_id=999999',
        `/calendar/matches?tournament_id=${mainId}&team_id=999999`,
        '/matches/999999',
        '/matches/999999/protocol',
        '/tournament-stats/teams/999999',
        '/goalkeepers?tournament_id=999999',
      ]) {
        const res = await get(url, 'en');
        expect(res.status).toBe(404);
        assert(res.body, ErrorEnvelope);
      }
    });

    test('a tournament without teams or matches has empty answers, not 404', async () => {
      const { rows } = await sql<{
        id: number;
      }>`insert into tournaments (season_id, slug, title_kk, age_group, birth_year_from, birth_year_to)
        select season_id, 'no-teams-yet', title_kk, age_group, birth_year_from, birth_year_to from tournaments where id = ${mainId} returning id`.execute(
        ctx.db,
      );
      const id = rows[0].id;
      const table = await ok(`/tournaments/${id}/table`, TournamentTableResponse);
      expect(table.data.rows).toEqual([]);
      expect((await ok(`/tournaments/${id}/form`, TournamentFormResponse)).data).toEqual([]);
      const calendar = await ok(`/calendar/matches?tournament_id=${id}`, CalendarResponse);
      expect(calendar.data).toEqual({ all: [], not_started: [], completed: [] });
    });

    test('bad parameters are refused with 4xx, never 500', async () => {
      const long = 'x'.repeat(10_000);
      for (const url of [
        '/matches?page=-1',
        '/matches?per_page=100000',
        '/matches?page=abc',
        '/matches?status=unknown',
        `/matches?team_id=${long}`,
        '/matches/abc',
        '/matches/0',
        `/tournaments/${long}`,
        '/tournaments/1.5/table',
        `/tournaments/${mainId}/table?from_tour_id=-3`,
        '/tournaments/table',
        '/calendar/matches?tournament_id=abc',
        '/nearest-matches?limit=1000',
        `/handbook/tour?tournament_id=${long}`,
      ]) {
        const res = await get(url);
        expect([400, 404, 414, 422]).toContain(res.status);
        // 414 (a path parameter over Fastify's maxParamLength) is answered by Fastify itself.
        if (res.status !== 414) assert(res.body, ErrorEnvelope);
      }
    });

    test('public answers carry Cache-Control and an ETag; a matching If-None-Match gets 304', async () => {
      const first = await get(`/tournaments/${mainId}/table`, 'ru');
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      expect(String(first.headers.vary)).toMatch(/Accept-Language/i);
      const again = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/tournaments/${mainId}/table`,
        headers: { 'accept-language': 'ru', 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const otherLanguage = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/tournaments/${mainId}/table`,
        headers: { 'accept-language': 'en', 'if-none-match': etag },
      });
      expect(otherLanguage.statusCode).toBe(200);
      const missing = await get('/matches/999999');
      expect(missing.headers.etag).toBeUndefined();
    });

    test('every league read is publicly cached; the tournament buckets, which move with the clock, are revalidated but never kept', async () => {
      for (const url of [
        '/handbook/main-tournament',
        '/handbook/season',
        '/matches?per_page=1',
        '/nearest-matches',
        '/calendar/matches',
        `/tournaments/${mainId}`,
        '/statistics',
        '/geography',
      ]) {
        const res = await get(url);
        expect({ url, status: res.status, cache: res.headers['cache-control'] }).toEqual({
          url,
          status: 200,
          cache: 'public, no-cache',
        });
      }
      const buckets = await get('/tournaments-list');
      expect(buckets.status).toBe(200);
      expect(buckets.headers['cache-control']).toBe('public, no-cache');
      expect(buckets.headers.etag).toBeDefined();
      expect(buckets.headers['x-cache']).toBeUndefined();
      expect((await get('/tournaments-list')).headers['x-cache']).toBeUndefined();
    });
  });
});
