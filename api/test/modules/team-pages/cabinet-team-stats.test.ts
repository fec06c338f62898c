// /cabinet/team-stats: per-team statistics of one tournament for the teams a user may see
// (super_admin every team, a command_admin its club's), the same numbers as the public
// tournament statistics (one implementation: the stats module), a tournament filter limited to
// what the user is offered, and the role matrix.
import { CabinetTeamStatsResponse } from '@league/shared/contracts';
import { assert } from 'superstruct';
import { dbTargets, request } from '../../helpers';
import { demoCabinetSuite, type Who } from '../../support/demo-cabinet';

describe.each(dbTargets)('cabinet team statistics on %s', (target) => {
  const demo = demoCabinetSuite(target, {}, 180_000);
  const { t, tokens } = demo;

  const call = (url: string, who: Who | null, language: 'kk' | 'ru' | 'en' = 'en') =>
    request(t.app, { method: 'GET', url: `/api/v1${url}`, token: who ? tokens[who] : undefined, language });

  it('lets super_admin and command_admin read it, nobody else', async () => {
    expect((await call('/cabinet/team-stats', null)).statusCode).toBe(401);
    for (const who of ['referee', 'provider', 'media'] as const)
      expect((await call('/cabinet/team-stats', who)).statusCode).toBe(403);
    for (const who of ['admin', 'team'] as const)
      assert((await call('/cabinet/team-stats', who)).json(), CabinetTeamStatsResponse);
  });

  it("gives super_admin every team of the tournament with the public statistics' numbers", async () => {
    const answer = (await call('/cabinet/team-stats?per_page=100', 'admin')).json();
    assert(answer, CabinetTeamStatsResponse);
    const tournament = answer.meta.tournament!;
    expect(tournament).not.toBeNull();
    const pub = (await call(`/tournament-stats/teams/${tournament.id}`, null)).json().data as Array<{
      team: { id: number };
      matches: number;
      won: number;
      goals_for: number;
    }>;
    expect(answer.data.map((r) => r.team.id).sort()).toEqual(pub.map((r) => r.team.id).sort());
    for (const row of answer.data) {
      const same = pub.find((p) => p.team.id === row.team.id)!;
      expect({ matches: row.matches, won: row.won, goals_for: row.goals_for }).toEqual({
        matches: same.matches,
        won: same.won,
        goals_for: same.goals_for,
      });
      expect(row.points).toBe(row.won * 3 + row.drawn);
    }
    // Sorted by points by default, highest first.
    const points = answer.data.map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(answer.data.some((r) => r.matches > 0)).toBe(true);
  });

  it("gives a command_admin its own club's teams only, and only its tournaments to choose from", async () => {
    const answer = (await call('/cabinet/team-stats?per_page=100', 'team')).json();
    assert(answer, CabinetTeamStatsResponse);
    const own = new Set(
      (await t.db.selectFrom('teams').select('id').where('club_id', '=', demo.ownClub).execute()).map((r) => r.id),
    );
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.every((r) => own.has(r.team.id))).toBe(true);
    const offered = (
      await t.db
        .selectFrom('tournament_teams')
        .select('tournament_id')
        .distinct()
        .where('team_id', 'in', [...own])
        .where('status', '=', 'submitted')
        .execute()
    ).map((r) => r.tournament_id);
    expect(answer.meta.tournaments.map((x) => x.id).sort()).toEqual(offered.sort());

    const other = (
      await t.db
        .selectFrom('tournaments')
        .select('id')
        .where('id', 'not in', offered.length ? offered : [0])
        .orderBy('id')
        .executeTakeFirst()
    )?.id;
    if (other !== undefined) {
      const refused = await call(`/cabinet/team-stats?tournament_id=${other}`, 'team', 'ru');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().data.errors.tournament_id).toEqual(['Выберите одно из допустимых значений']);
    }
    expect((await call('/cabinet/team-stats?tournament_id=abc', 'team')).statusCode).toBe(422);
  });

  it('filters by tournament and club, searches and sorts', async () => {
    const all = (await call('/cabinet/team-stats?per_page=100', 'admin')).json();
    const tournamentId = all.meta.tournaments.at(-1).id as number;
    const chosen = (await call(`/cabinet/team-stats?tournament_id=${tournamentId}&per_page=100`, 'admin')).json();
    expect(chosen.meta.tournament.id).toBe(tournamentId);
    const club = all.data[0].club.id as number;
    const ofClub = (await call(`/cabinet/team-stats?club_id=${club}&per_page=100`, 'admin')).json();
    expect(ofClub.data.every((r: { club: { id: number } }) => r.club.id === club)).toBe(true);
    const titles = (await call('/cabinet/team-stats?sort=title&per_page=100', 'admin'))
      .json()
      .data.map((r: { team: { title: string } }) => r.team.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b)));
    const q = all.data[0].team.title as string;
    expect(
      (await call(`/cabinet/team-stats?q=${encodeURIComponent(q)}`, 'admin'))
        .json()
        .data.map((r: { team: { title: string } }) => r.team.title),
    ).toContain(q);
    expect((await call('/cabinet/team-stats?sort=colour', 'admin')).statusCode).toBe(422);
  });
});
