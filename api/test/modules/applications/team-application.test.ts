// GET /tournaments/{id}/teams/{team_slug}/application on the seeded demo database (PGlite, and
// PostgreSQL when reachable): only `submitted` players and staff, grouped and sorted, three
// languages with kk fallback, 404 and 422 cases.
import {
  ErrorEnvelope,
  MainTournamentResponse,
  TournamentTableResponse,
  TournamentTeamApplicationResponse,
  type TournamentTeamApplication,
} from '@league/shared/contracts';
import { assert } from 'superstruct';
import { dbTargets } from '../../helpers';
import { suiteApp } from '../../support/suite-app';

const POSITIONS = ['GK', 'DF', 'MF', 'FW'];

describe.each(dbTargets)('tournament team application on %s', (target) => {
  let tournamentId: number;
  let teams: { id: number; slug: string }[];

  const get = (url: string, language = 'en') =>
    testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': language } });

  async function application(tournament: number, slug: string, language = 'en'): Promise<TournamentTeamApplication> {
    const response = await get(`/tournaments/${tournament}/teams/${slug}/application`, language);
    if (response.statusCode !== 200)
      throw new Error(`${slug} → ${response.statusCode}: ${response.body.slice(0, 300)}`);
    const body = response.json();
    assert(body, TournamentTeamApplicationResponse);
    return body.data;
  }

  async function expectError(url: string, statuses: number[]) {
    const response = await get(url);
    expect(statuses).toContain(response.statusCode);
    // 414 (a path parameter over Fastify's maxParamLength) is answered by Fastify itself.
    if (response.statusCode !== 414) assert(response.json(), ErrorEnvelope);
  }

  /** Player ids of the team's applications in the tournament, by status. */
  async function applicationsByStatus(tournament: number, teamId: number) {
    const rows = await testApp.db
      .selectFrom('player_applications')
      .select(['player_id', 'status'])
      .where('tournament_id', '=', tournament)
      .where('team_id', '=', teamId)
      .execute();
    return {
      submitted: rows.filter((r) => r.status === 'submitted').map((r) => r.player_id),
      other: rows.filter((r) => r.status !== 'submitted').map((r) => r.player_id),
    };
  }

  const testApp = suiteApp({ target, seed: 'demo' });
  beforeAll(async () => {
    const main = (await get('/handbook/main-tournament')).json();
    assert(main, MainTournamentResponse);
    tournamentId = main.data!.id;
    const table = (await get(`/tournaments/${tournamentId}/table`)).json();
    assert(table, TournamentTableResponse);
    teams = table.data.rows.map((r) => r.team);
    expect(teams.length).toBeGreaterThan(3);
  });

  test('answers the contract for every team of the main tournament with only submitted players and staff', async () => {
    let sawHidden = false;
    for (const team of teams) {
      const data = await application(tournamentId, team.slug);
      expect(data.tournament.id).toBe(tournamentId);
      expect(data.team).toMatchObject({ id: team.id, slug: team.slug });
      expect(data.status).toBe('submitted');

      const expected = await applicationsByStatus(tournamentId, team.id);
      const shown = data.players.flatMap((g) => g.players.map((p) => p.id));
      expect([...shown].sort((a, b) => a - b)).toEqual([...expected.submitted].sort((a, b) => a - b));
      for (const hidden of expected.other) expect(shown).not.toContain(hidden);
      if (expected.other.length > 0) sawHidden = true;

      const staff = await testApp.db
        .selectFrom('staff_applications')
        .select('staff_id')
        .where('tournament_id', '=', tournamentId)
        .where('team_id', '=', team.id)
        .where('status', '=', 'submitted')
        .execute();
      expect(data.staff.map((s) => s.id).sort((a, b) => a - b)).toEqual(
        staff.map((s) => s.staff_id).sort((a, b) => a - b),
      );
    }
    // The demo league has withdrawn, disqualified, pending and rejected players in the main tournament.
    expect(sawHidden).toBe(true);
  });

  test('groups players GK, DF, MF, FW and sorts each group by number', async () => {
    const data = await application(tournamentId, teams[0].slug);
    const order = data.players.map((g) => POSITIONS.indexOf(g.position));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(order.length);
    for (const group of data.players) {
      expect(group.players.length).toBeGreaterThan(0);
      for (const player of group.players) expect(player.position).toBe(group.position);
      const numbers = group.players.map((p) => p.number ?? 1000);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
    const player = data.players[0].players[0];
    expect(Number.isInteger(player.age)).toBe(true);
    expect(player).not.toHaveProperty('birth_date');
  });

  test('answers in kk, ru and en, falling back to kk for a missing translation', async () => {
    const slug = teams[1].slug;
    const [kk, ru, en] = await Promise.all(
      ['kk', 'ru', 'en'].map((language) => application(tournamentId, slug, language)),
    );
    expect(new Set([kk.tournament.title, ru.tournament.title, en.tournament.title]).size).toBe(3);
    const ids = (x: TournamentTeamApplication) => x.players.flatMap((g) => g.players.map((p) => p.id));
    expect(ids(kk)).toHaveLength(ids(en).length);
    expect(new Set(ids(kk))).toEqual(new Set(ids(en)));

    await testApp.db.updateTable('tournaments').set({ title_en: null }).where('id', '=', tournamentId).execute();
    try {
      expect((await application(tournamentId, slug, 'en')).tournament.title).toBe(kk.tournament.title);
    } finally {
      await testApp.db
        .updateTable('tournaments')
        .set({ title_en: en.tournament.title })
        .where('id', '=', tournamentId)
        .execute();
    }
  });

  test('a withdrawn player leaves the list at once', async () => {
    const team = teams[2];
    const before = await application(tournamentId, team.slug);
    const player = before.players[0].players[0];
    const where = { tournament: tournamentId, team: team.id, player: player.id };
    const setStatus = (status: 'submitted' | 'unsubmitted') =>
      testApp.db
        .updateTable('player_applications')
        .set({ status })
        .where('tournament_id', '=', where.tournament)
        .where('team_id', '=', where.team)
        .where('player_id', '=', where.player)
        .execute();
    await setStatus('unsubmitted');
    try {
      const after = await application(tournamentId, team.slug);
      expect(after.players.flatMap((g) => g.players.map((p) => p.id))).not.toContain(player.id);
    } finally {
      await setStatus('submitted');
    }
  });

  test('a team whose application is pending shows its status and no unaccepted players', async () => {
    const row = await testApp.db
      .selectFrom('tournament_teams as tt')
      .innerJoin('teams as tm', 'tm.id', 'tt.team_id')
      .select(['tt.tournament_id', 'tm.id', 'tm.slug'])
      .where('tt.status', '=', 'pending')
      .orderBy('tt.id')
      .executeTakeFirstOrThrow();
    const data = await application(row.tournament_id, row.slug);
    expect(data.status).toBe('pending');
    const expected = await applicationsByStatus(row.tournament_id, row.id);
    expect(data.players.flatMap((g) => g.players).length).toBe(expected.submitted.length);
  });

  test('unknown tournament, unknown team and a team that did not apply are 404', async () => {
    await expectError(`/tournaments/999999/teams/${teams[0].slug}/application`, [404]);
    await expectError(`/tournaments/${tournamentId}/teams/no-such-team/application`, [404]);
    await expectError(`/tournaments/${tournamentId}/teams/Bad_Slug!/application`, [404]);
    const outsider = await testApp.db
      .selectFrom('teams as tm')
      .select('tm.slug')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('tournament_teams as tt')
              .select('tt.id')
              .whereRef('tt.team_id', '=', 'tm.id')
              .where('tt.tournament_id', '=', tournamentId),
          ),
        ),
      )
      .orderBy('tm.id')
      .executeTakeFirstOrThrow();
    await expectError(`/tournaments/${tournamentId}/teams/${outsider.slug}/application`, [404]);
  });

  test('a bad tournament id is 400/422 and overlong parameters are refused, never 500', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '9'.repeat(10_000)]) {
      await expectError(`/tournaments/${id}/teams/${teams[0].slug}/application`, [400, 414, 422]);
    }
    for (const id of ['abc', '-1', '1.5']) {
      const response = await get(`/tournaments/${id}/teams/${teams[0].slug}/application`);
      expect([400, 422]).toContain(response.statusCode);
    }
    await expectError(`/tournaments/${tournamentId}/teams/${'a'.repeat(10_000)}/application`, [400, 404, 414, 422]);
  });
});
