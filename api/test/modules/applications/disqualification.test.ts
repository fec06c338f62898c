// The league's disqualification of a player (ADR 0181): a reason (≤ 500) and a length (1–99
// matches, or null: until further notice) are required, each refusal a 422 on its field in the
// request's language with nothing written; the decision shows on the application pages, on the
// public disqualifications list (cause, reason, matches, served, until which match) and, before
// the team's next match, in the team administrator's pre-match list — with the players one yellow
// card away from a suspension. Parallel disqualifications of one application leave one decision.
import {
  CabinetApplicationDetailResponse,
  CabinetTeamApplicationResponse,
  DisqualificationsResponse,
  MatchSuspensionsResponse,
} from '@league/shared/contracts';
import { assert } from 'superstruct';
import { fireTogether, refusalsWithoutState, tally } from '../../concurrency-helpers';
import { DEMO_NOW, dbTargets, login, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { teamAdminClub } from '../../support/demo-cabinet';

describe.each(dbTargets)('disqualification on %s', (target) => {
  let admin: string;
  let team: string;
  let ownClub: number;
  let tournamentId: number;
  let teamId: number;
  /** The team's matches in the tournament that take place, kicking off after "now", in order. */
  let upcoming: Array<{ id: number; host_team_id: number; guest_team_id: number; date_time: string }>;
  let submitted: Array<{ id: number; player_id: number }>;

  const call = (
    method: 'GET' | 'PUT',
    url: string,
    token: string | null,
    payload?: object,
    language: 'kk' | 'ru' | 'en' = 'en',
  ) => request(t.app, { method, url: `/api/v1${url}`, token: token ?? undefined, payload, language });
  const disqualify = (id: number, body: object, language: 'kk' | 'ru' | 'en' = 'en') =>
    call('PUT', `/cabinet/applications/players/${id}`, admin, { status: 'disqualified', ...body }, language);
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('player_applications').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
  const historyOf = async (id: number) =>
    (await t.db.selectFrom('application_status_history').select('id').where('player_application_id', '=', id).execute())
      .length;

  const t = suiteApp({ target, seed: 'demo', replicas: target === 'postgres' ? 1 : 0 }, 600_000);
  beforeAll(async () => {
    admin = await login(t.app, 'admin@league.test');
    team = await login(t.app, 'team@league.test');
    ownClub = await teamAdminClub(t.db);
    // The own club's team in a current tournament with at least three matches still to come.
    const entries = await t.db
      .selectFrom('tournament_teams as tt')
      .innerJoin('teams as tm', 'tm.id', 'tt.team_id')
      .innerJoin('tournaments as tr', 'tr.id', 'tt.tournament_id')
      .select(['tt.tournament_id', 'tm.id'])
      .where('tm.club_id', '=', ownClub)
      .where('tr.active', '=', true)
      .where('tr.end_date', 'is', null)
      .orderBy('tr.main', 'desc')
      .execute();
    for (const entry of entries) {
      const rows = await t.db
        .selectFrom('matches')
        .select(['id', 'host_team_id', 'guest_team_id', 'date_time'])
        .where('tournament_id', '=', entry.tournament_id)
        .where((eb) => eb.or([eb('host_team_id', '=', entry.id), eb('guest_team_id', '=', entry.id)]))
        .where('status', 'not in', ['cancelled', 'postponed'])
        .where('date_time', '>', DEMO_NOW)
        .orderBy('date_time')
        .orderBy('id')
        .execute();
      if (rows.length >= 3) {
        [tournamentId, teamId] = [entry.tournament_id, entry.id];
        upcoming = rows.map((r) => ({ ...r, date_time: new Date(r.date_time as unknown as string).toISOString() }));
        break;
      }
    }
    submitted = await t.db
      .selectFrom('player_applications')
      .select(['id', 'player_id'])
      .where('tournament_id', '=', tournamentId)
      .where('team_id', '=', teamId)
      .where('status', '=', 'submitted')
      .orderBy('id')
      .execute();
  }, 600_000);

  it('refuses a disqualification without a reason or a length, each on its field, in the request’s language, writing nothing', async () => {
    const { id } = submitted[0];
    const before = await historyOf(id);
    const none = await disqualify(id, { reason: '   ' }, 'ru');
    expect(none.statusCode).toBe(422);
    expect(none.json().data.errors).toEqual({
      reason: ['Это поле обязательно для заполнения'],
      disqualification_matches: ['Это поле обязательно для заполнения'],
    });
    const kk = await disqualify(id, { disqualification_matches: 2 }, 'kk');
    expect(Object.keys(kk.json().data.errors)).toEqual(['reason']);
    const long = await disqualify(id, { reason: 'x'.repeat(501), disqualification_matches: 2 });
    expect(long.statusCode).toBe(422);
    expect(long.json().data.errors.reason).toEqual(['Must be at most 500 characters']);
    for (const matches of [0, 100, 2.5, 'two']) {
      const bad = await disqualify(id, { reason: 'Violent conduct', disqualification_matches: matches });
      expect({ matches, status: bad.statusCode }).toEqual({ matches, status: 422 });
      expect(Object.keys(bad.json().data.errors)).toEqual(['disqualification_matches']);
    }
    expect(await statusOf(id)).toBe('submitted');
    expect(await historyOf(id)).toBe(before);
  });

  it('stores the reason and the length, and shows them on the application pages', async () => {
    const { id, player_id } = submitted[1];
    const done = await disqualify(id, {
      reason: 'Violent conduct after the final whistle',
      disqualification_matches: 2,
    });
    expect(done.statusCode).toBe(200);
    assert(done.json(), CabinetApplicationDetailResponse);
    expect(done.json().data.disqualification).toEqual({
      reason: 'Violent conduct after the final whistle',
      matches: 2,
      decided_at: DEMO_NOW.toISOString(),
    });
    expect(done.json().data.history.at(-1)).toMatchObject({
      to_status: 'disqualified',
      reason: 'Violent conduct after the final whistle',
    });

    const page = await call('GET', `/cabinet/tournaments/${tournamentId}/teams/${ownClub}/application`, team);
    assert(page.json(), CabinetTeamApplicationResponse);
    const entry = page
      .json()
      .data.teams.flatMap((x: { players: Array<{ person: { id: number } }> }) => x.players)
      .find((e: { person: { id: number } }) => e.person.id === player_id);
    expect(entry).toMatchObject({
      status: 'disqualified',
      disqualification: { reason: 'Violent conduct after the final whistle', matches: 2 },
    });
    // Until further notice: null matches.
    const { id: other } = submitted[2];
    const indefinite = await disqualify(other, { reason: 'Forged birth certificate', disqualification_matches: null });
    expect(indefinite.json().data.disqualification).toMatchObject({
      reason: 'Forged birth certificate',
      matches: null,
    });
  });

  it('lists the decision publicly: cause, reason, length, served and until which match (date and opponent)', async () => {
    const { player_id } = submitted[1];
    const answer = await call('GET', `/tournaments/${tournamentId}/disqualifications`, null, undefined, 'en');
    expect(answer.statusCode).toBe(200);
    assert(answer.json(), DisqualificationsResponse);
    const row = answer
      .json()
      .data.find(
        (r: { player: { id: number }; cause: string }) => r.player.id === player_id && r.cause === 'league_decision',
      );
    expect(row).toMatchObject({
      reason: 'Violent conduct after the final whistle',
      earned_in: null,
      decided_at: DEMO_NOW.toISOString(),
      matches: 2,
      served_count: 0,
      served: false,
      served_in: { id: upcoming[0].id },
      until: { id: upcoming[1].id, date_time: upcoming[1].date_time },
    });
    expect([row.until.host.id, row.until.guest.id]).toContain(teamId);
    const indefinite = answer
      .json()
      .data.find(
        (r: { player: { id: number }; cause: string }) =>
          r.player.id === submitted[2].player_id && r.cause === 'league_decision',
      );
    expect(indefinite).toMatchObject({ matches: null, until: null, served: false });
    // The migrated demo decision (or any other) always carries a length or null, never undefined.
    for (const r of answer.json().data) expect(r.matches === null || Number.isInteger(r.matches)).toBe(true);
  });

  it('shows the team’s administrator, before its next match, who is suspended and who is one yellow card away', async () => {
    // A player of the team with no counted yellow before the next match gets two in a played match.
    const next = upcoming[0];
    const side = next.host_team_id === teamId ? 'host' : 'guest';
    const played = await t.db
      .selectFrom('matches')
      .select(['id', 'host_team_id'])
      .where('tournament_id', '=', tournamentId)
      .where((eb) => eb.or([eb('host_team_id', '=', teamId), eb('guest_team_id', '=', teamId)]))
      .where('status', '=', 'finished')
      .orderBy('date_time')
      .execute();
    expect(played.length).toBeGreaterThanOrEqual(2);
    const carded = await t.db
      .selectFrom('punishments as p')
      .innerJoin('matches as m', 'm.id', 'p.match_id')
      .select('p.player_id')
      .where('m.tournament_id', '=', tournamentId)
      .execute();
    const clean = submitted.slice(3).find((s) => !carded.some((c) => c.player_id === s.player_id))!;
    for (const match of played.slice(0, 2)) {
      await t.db
        .insertInto('punishments')
        .values({
          match_id: match.id,
          team_type: match.host_team_id === teamId ? 'host' : 'guest',
          player_id: clean.player_id,
          card: 'yellow',
          minute: 30,
          match_scope: 'regular',
        })
        .execute();
    }

    const answer = await call('GET', `/cabinet/matches/${next.id}/suspensions`, team, undefined, 'en');
    expect(answer.statusCode).toBe(200);
    assert(answer.json(), MatchSuspensionsResponse);
    const data = answer.json().data;
    expect(data.yellow_threshold).toBe(3);
    // A team's administrator sees its own side only.
    expect(data[side === 'host' ? 'guest' : 'host']).toBeNull();
    const own = data[side];
    expect(own.team.id).toBe(teamId);
    expect(own.suspended).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          player: expect.objectContaining({ id: submitted[1].player_id }),
          cause: 'league_decision',
          reason: 'Violent conduct after the final whistle',
          matches: 2,
          match_number: 1,
        }),
        expect.objectContaining({
          player: expect.objectContaining({ id: submitted[2].player_id }),
          cause: 'league_decision',
          matches: null,
          match_number: 1,
        }),
      ]),
    );
    expect(own.one_yellow_away).toEqual(
      expect.arrayContaining([{ player: expect.objectContaining({ id: clean.player_id }), yellows: 2 }]),
    );
    // The second match of the two-match decision is its last; the third is free again.
    const second = (await call('GET', `/cabinet/matches/${upcoming[1].id}/suspensions`, admin)).json().data;
    const secondSide = second[upcoming[1].host_team_id === teamId ? 'host' : 'guest'];
    expect(
      secondSide.suspended.find((s: { player: { id: number } }) => s.player.id === submitted[1].player_id),
    ).toMatchObject({ match_number: 2 });
    const third = (await call('GET', `/cabinet/matches/${upcoming[2].id}/suspensions`, admin)).json().data;
    const thirdSide = third[upcoming[2].host_team_id === teamId ? 'host' : 'guest'];
    expect(thirdSide.suspended.some((s: { player: { id: number } }) => s.player.id === submitted[1].player_id)).toBe(
      false,
    );
    // Another club's match is not found for the team.
    const foreign = await t.db
      .selectFrom('matches as m')
      .innerJoin('teams as h', 'h.id', 'm.host_team_id')
      .innerJoin('teams as g', 'g.id', 'm.guest_team_id')
      .select('m.id')
      .where('h.club_id', '!=', ownClub)
      .where('g.club_id', '!=', ownClub)
      .executeTakeFirstOrThrow();
    expect((await call('GET', `/cabinet/matches/${foreign.id}/suspensions`, team)).statusCode).toBe(404);
  });

  it('keeps one decision when eight disqualify one application at the same moment', async () => {
    const { id } = submitted[4];
    const before = await historyOf(id);
    const writers = Array.from({ length: 8 }, (_, i) => ({
      method: 'PUT' as const,
      url: `/cabinet/applications/players/${id}`,
      token: admin,
      payload: { status: 'disqualified', reason: `Decision ${i + 1}`, disqualification_matches: i + 1 },
    }));
    const answers = await fireTogether(t.apps, writers);
    const counted = tally(answers);
    expect(counted).toEqual({ ok: 1, conflict: 7, serverError: 0, other: {} });
    expect(refusalsWithoutState(answers)).toBe(0);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    const row = await t.db
      .selectFrom('player_applications')
      .select(['status', 'disqualification_reason', 'disqualification_matches'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'disqualified',
      disqualification_reason: `Decision ${winner + 1}`,
      disqualification_matches: winner + 1,
    });
    expect(await historyOf(id)).toBe(before + 1);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().data.current).toEqual([{ id, status: 'disqualified' }]);
  });
  it('ends a disqualification when the league reinstates the person, also after sending closed; eight at once leave one change', async () => {
    const { id, player_id } = submitted[6];
    expect((await disqualify(id, { reason: 'Until the hearing', disqualification_matches: null })).statusCode).toBe(
      200,
    );
    const detail = await call('GET', `/cabinet/applications/players/${id}`, admin);
    expect(detail.json().data.allowed).toEqual(['submitted']);
    // The team's administrator sees it and may not end it.
    expect((await call('GET', `/cabinet/applications/players/${id}`, team)).json().data.allowed).toEqual([]);
    expect((await call('PUT', `/cabinet/applications/players/${id}`, team, { status: 'submitted' })).statusCode).toBe(
      403,
    );
    // Sending has closed for the tournament (inactive): reinstating is still the league's to do.
    await t.db.updateTable('tournaments').set({ active: false }).where('id', '=', tournamentId).execute();
    try {
      expect((await call('GET', `/cabinet/applications/players/${id}`, admin)).json().data.allowed).toEqual([
        'submitted',
      ]);
      const before = await historyOf(id);
      const answers = await fireTogether(
        t.apps,
        Array.from({ length: 8 }, () => ({
          method: 'PUT' as const,
          url: `/cabinet/applications/players/${id}`,
          token: admin,
          payload: { status: 'submitted' },
        })),
      );
      expect(tally(answers)).toEqual({ ok: 1, conflict: 7, serverError: 0, other: {} });
      expect(refusalsWithoutState(answers)).toBe(0);
      expect(await statusOf(id)).toBe('submitted');
      expect(await historyOf(id)).toBe(before + 1);
      const row = await t.db
        .selectFrom('player_applications')
        .select(['disqualification_reason', 'disqualification_matches', 'disqualified_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ disqualification_reason: null, disqualification_matches: null, disqualified_at: null });
    } finally {
      await t.db.updateTable('tournaments').set({ active: true }).where('id', '=', tournamentId).execute();
    }
    // No longer on the public list, and not suspended before the team's next match.
    const list = (await call('GET', `/tournaments/${tournamentId}/disqualifications`, null)).json().data;
    expect(
      list.some(
        (r: { player: { id: number }; cause: string }) => r.player.id === player_id && r.cause === 'league_decision',
      ),
    ).toBe(false);
    const next = (await call('GET', `/cabinet/matches/${upcoming[0].id}/suspensions`, admin)).json().data;
    const side = next[upcoming[0].host_team_id === teamId ? 'host' : 'guest'];
    expect(side.suspended.some((s: { player: { id: number } }) => s.player.id === player_id)).toBe(false);
  });
});
