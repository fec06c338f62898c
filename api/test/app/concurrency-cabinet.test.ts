// The cabinet's shared aggregates under parallel writers: a team's applications sent twice at
// once, bulk decisions racing single ones, a departure decided by several reviewers, transfers
// into a team racing each other (shirt number, captaincy) and edits of its players, a tournament's teams racing
// its schedule generation, and notifications marked seen from several tabs. On PostgreSQL the
// writers are spread over two API instances with pools of their own (two API processes). Each
// case asserts no 5xx, every acknowledged write stored exactly once, and every refusal a 409
// carrying the current state (a shirt number or a captaincy taken meanwhile stays the field
// error it is without a race: 422 on its field).
import { editBody } from '../cabinet-people-helpers';
import { fireTogether, refusalsWithoutState, tally, type Writer } from '../concurrency-helpers';
import { dbTargets, login, request } from '../helpers';
import { suiteApp } from '../support/suite-app';
import {
  clubDepartureTeam,
  departureNotices,
  insertDeparture,
  matchesWithoutDeparture,
} from '../modules/departures/departure-helpers';
import { newRosterPlayer } from '../support/people';
import {
  boys2012Tournament,
  boysTeamsBorn,
  currentEntriesOfClub,
  latestSeasonId,
  teamAdminClub,
} from '../support/demo-cabinet';

describe.each(dbTargets)('cabinet writes at the same moment on %s', (target) => {
  let admin: string;
  let team: string;
  let provider: string;
  let ownClub: number;
  let tournamentId: number;
  let ownTeam: { id: number; birth_year: number };
  let seq = 0;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
    request(t.app, { method, url: `/api/v1${url}`, token, payload, language: 'en' });

  const t = suiteApp({ target, seed: 'demo', replicas: 1 }, 240_000);
  beforeAll(async () => {
    admin = await login(t.app, 'admin@league.test');
    team = await login(t.app, 'team@league.test');
    provider = await login(t.app, 'provider@league.test');
    ownClub = await teamAdminClub(t.db);
    const entry = await currentEntriesOfClub(t.db, ownClub).executeTakeFirstOrThrow();
    tournamentId = entry.tournament_id;
    ownTeam = { id: entry.id, birth_year: entry.birth_year };
  }, 240_000);

  /** A new player of the team with every required document, born in the team's year. */
  async function newPlayer(teamId: number, birthYear: number): Promise<number> {
    seq += 1;
    return newRosterPlayer(
      t.db,
      teamId,
      {
        slug: `racer-${target}-${seq}`,
        first_name_kk: `Жүгіруші${seq}`,
        first_name_en: `Racer${seq}`,
        last_name_kk: 'Жарысов',
        last_name_en: 'Zharysov',
        birth_date: `${birthYear}-04-04`,
        position: 'MF',
        identity_kind: 'identification',
        identity_number: `5500000${seq}`.slice(-12),
      },
      `racer-${seq}`,
    );
  }

  /** The active players of a team: id, slug and the shirt number they wear there. */
  const membersOf = async (teamId: number) =>
    t.db
      .selectFrom('team_players as tp')
      .innerJoin('players as p', 'p.id', 'tp.player_id')
      .select(['tp.player_id', 'p.slug', 'tp.number'])
      .where('tp.team_id', '=', teamId)
      .where('tp.is_active', '=', true)
      .orderBy('tp.player_id')
      .execute();

  /** The league's active teams, the newest first: id, club and birth year. */
  const activeTeamsNewestFirst = () =>
    t.db
      .selectFrom('teams')
      .select(['id', 'club_id', 'birth_year'])
      .where('is_active', '=', true)
      .orderBy('id', 'desc')
      .execute();
  /** Takes the captaincy from every one of the members, so that exactly one may get it. */
  const withoutCaptain = async (members: Array<{ player_id: number }>) =>
    t.db
      .updateTable('players')
      .set({ is_captain: false })
      .where(
        'id',
        'in',
        members.map((m) => m.player_id),
      )
      .execute();

  const applicationsOf = async (playerIds: number[]) =>
    t.db
      .selectFrom('player_applications')
      .select(['id', 'player_id', 'status'])
      .where('tournament_id', '=', tournamentId)
      .where('player_id', 'in', playerIds)
      .orderBy('id')
      .execute();
  const historyOf = async (applicationIds: number[]) =>
    t.db
      .selectFrom('application_status_history')
      .select(['player_application_id as application_id', 'from_status', 'to_status'])
      .where('player_application_id', 'in', applicationIds)
      .execute();

  /** `count` new players of the own team sent to the tournament in one list: the players and their applications. */
  async function sentList(count: number): Promise<{ players: number[]; ids: number[] }> {
    const players: number[] = [];
    for (let i = 0; i < count; i++) players.push(await newPlayer(ownTeam.id, ownTeam.birth_year));
    expect(
      (
        await call('POST', '/cabinet/applications/players', team, {
          tournament_id: tournamentId,
          team_id: ownTeam.id,
          players: players.map((player_id) => ({ player_id })),
        })
      ).statusCode,
    ).toBe(201);
    return { players, ids: (await applicationsOf(players)).map((a) => a.id) };
  }

  it('sends a team list once when it is sent ten times at once; the others get a 409 with the current statuses', async () => {
    const players: number[] = [];
    for (let i = 0; i < 6; i++) players.push(await newPlayer(ownTeam.id, ownTeam.birth_year));
    const writers: Writer[] = Array.from({ length: 10 }, (_, i) => ({
      method: 'POST',
      url: '/cabinet/applications/players',
      token: i % 2 ? admin : team,
      payload: {
        tournament_id: tournamentId,
        team_id: ownTeam.id,
        players: players.map((player_id) => ({ player_id })),
      },
    }));
    const answers = await fireTogether(t.apps, writers);
    expect(tally(answers)).toEqual({ ok: 1, conflict: 9, serverError: 0, other: {} });
    expect(refusalsWithoutState(answers)).toBe(0);
    const stored = await applicationsOf(players);
    expect(stored.map((a) => a.status)).toEqual(players.map(() => 'pending'));
    expect((await historyOf(stored.map((a) => a.id))).map((h) => `${h.from_status}>${h.to_status}`)).toEqual(
      players.map(() => 'null>pending'),
    );
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().data.current).toEqual(
        expect.arrayContaining(stored.map((a) => ({ id: a.id, status: 'pending' }))),
      );
    }
  });

  it('decides each application once when bulk decisions race single ones; each refused writer gets a 409 with the current statuses', async () => {
    const { players, ids } = await sentList(8);
    const bulk = (status: 'submitted' | 'rejected', order: number[]): Writer => ({
      method: 'PUT',
      url: '/cabinet/applications/players',
      token: admin,
      payload: { ids: order, status, ...(status === 'rejected' ? { reason: 'Documents are unreadable' } : {}) },
    });
    const writers: Writer[] = [
      bulk('submitted', ids),
      bulk('rejected', [...ids].reverse()),
      bulk('submitted', [...ids.slice(4), ...ids.slice(0, 4)]),
      bulk('rejected', ids.slice(2, 6)),
      ...ids.map(
        (id, i): Writer => ({
          method: 'PUT',
          url: `/cabinet/applications/players/${id}`,
          token: admin,
          payload: i % 2 ? { status: 'submitted' } : { status: 'rejected', reason: 'Photo missing' },
        }),
      ),
    ];
    const answers = await fireTogether(t.apps, writers);
    const summary = tally(answers);
    expect({ serverError: summary.serverError, other: summary.other }).toEqual({ serverError: 0, other: {} });
    expect(refusalsWithoutState(answers)).toBe(0);
    // Every application decided once, by exactly one acknowledged writer, as that writer asked.
    const stored = new Map((await applicationsOf(players)).map((a) => [a.id, a.status]));
    const decisions = (await historyOf(ids)).filter((h) => h.from_status === 'pending');
    expect(decisions.map((h) => h.application_id).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const deciders = writers.filter(
        (w, i) =>
          answers[i].statusCode === 200 &&
          (w.url.endsWith(`/${id}`) || ((w.payload as { ids?: number[] }).ids ?? []).includes(id)),
      );
      expect({ id, deciders: deciders.length }).toEqual({ id, deciders: 1 });
      expect({ id, status: stored.get(id) }).toEqual({
        id,
        status: (deciders[0].payload as { status: string }).status,
      });
    }
  });

  it('undoes a withdrawal once when the team and the league undo it at once; the others get a 409 with the current status', async () => {
    const { players, ids } = await sentList(2);
    expect((await call('PUT', '/cabinet/applications/players', admin, { ids, status: 'submitted' })).statusCode).toBe(
      200,
    );
    expect((await call('PUT', '/cabinet/applications/players', team, { ids, status: 'unsubmitted' })).statusCode).toBe(
      200,
    );

    // Ten undo the first withdrawal the same way (sent again, by the team or the league; one by a bulk change).
    const same: Writer[] = Array.from({ length: 10 }, (_, i) =>
      i === 9
        ? {
            method: 'PUT',
            url: '/cabinet/applications/players',
            token: admin,
            payload: { ids: [ids[0]], status: 'pending' },
          }
        : {
            method: 'PUT',
            url: `/cabinet/applications/players/${ids[0]}`,
            token: i % 2 ? admin : team,
            payload: { status: 'pending' },
          },
    );
    const answers = await fireTogether(t.apps, same);
    expect(tally(answers)).toEqual({ ok: 1, conflict: 9, serverError: 0, other: {} });
    expect(refusalsWithoutState(answers)).toBe(0);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().data.current).toEqual([{ id: ids[0], status: 'pending' }]);

    // The team sends the second again while the league puts it back on the list: one leaves the withdrawal.
    const mixed: Writer[] = Array.from({ length: 8 }, (_, i) => ({
      method: 'PUT',
      url: `/cabinet/applications/players/${ids[1]}`,
      token: i % 2 ? admin : team,
      payload: { status: i % 2 ? 'submitted' : 'pending' },
    }));
    const raced = await fireTogether(t.apps, mixed);
    const summary = tally(raced);
    expect({ serverError: summary.serverError, other: summary.other }).toEqual({ serverError: 0, other: {} });
    expect(refusalsWithoutState(raced)).toBe(0);
    const history = (await historyOf(ids)).map((h) => `${h.application_id}:${h.from_status}>${h.to_status}`);
    // Each application left its withdrawal exactly once; every acknowledged writer is one step of its history.
    for (const id of ids) expect(history.filter((h) => h.startsWith(`${id}:unsubmitted>`))).toHaveLength(1);
    // (sent, accepted, withdrawn, then one step per acknowledged writer)
    expect(history.filter((h) => h.startsWith(`${ids[1]}:`))).toHaveLength(3 + summary.ok);
    const [stored] = await applicationsOf([players[1]]);
    expect(['pending', 'submitted']).toContain(stored.status);
  });

  it('lets one reviewer decide a departure when ten decide at once; the others get a 409 with the departure as it is', async () => {
    const base = await clubDepartureTeam(t.db, ownClub);
    const match = await matchesWithoutDeparture(t.db, base).executeTakeFirstOrThrow();
    const id = await insertDeparture(t.db, base, match.id, 'pending', 2);
    const told = () => departureNotices(t.db);
    const toldBefore = await told();
    const writers: Writer[] = Array.from({ length: 10 }, (_, i) => ({
      method: 'PATCH',
      url: `/cabinet/departures/${id}`,
      token: i % 2 ? admin : provider,
      payload: i % 3 === 0 ? { status: 'rejected', reason: `Bus is full (${i})` } : { status: 'submitted' },
    }));
    const answers = await fireTogether(t.apps, writers);
    expect(tally(answers)).toEqual({ ok: 1, conflict: 9, serverError: 0, other: {} });
    expect(refusalsWithoutState(answers)).toBe(0);
    const winner = writers[answers.findIndex((a) => a.statusCode === 200)].payload as {
      status: string;
      reason?: string;
    };
    const row = await t.db
      .selectFrom('departures')
      .select(['status', 'reject_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect({ status: row.status, reason: row.reject_reason ?? undefined }).toEqual({
      status: winner.status,
      reason: winner.reason,
    });
    // One change, one notification to the team.
    expect((await told()) - toldBefore).toBeGreaterThan(0);
    const perChange = (await told()) - toldBefore;
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().data.current).toMatchObject({ id, status: winner.status });
    // The next step, again by ten at once: one removal.
    if (winner.status === 'submitted') {
      const removals = await fireTogether(
        t.apps,
        Array.from({ length: 10 }, (_, i) => ({
          method: 'PATCH' as const,
          url: `/cabinet/departures/${id}`,
          token: i % 2 ? admin : provider,
          payload: { status: 'unsubmitted', reason: 'Match moved' },
        })),
      );
      expect(tally(removals)).toEqual({ ok: 1, conflict: 9, serverError: 0, other: {} });
      expect(refusalsWithoutState(removals)).toBe(0);
      expect((await told()) - toldBefore).toBe(2 * perChange);
    }
  });

  it('gives a free shirt number to one player when transfers, new players and edits of the team ask for it at once', async () => {
    const teams = await t.db
      .selectFrom('teams')
      .select(['id', 'club_id', 'birth_year'])
      .where('is_active', '=', true)
      .orderBy('id')
      .execute();
    const receiving = teams.find((tm) => tm.club_id !== ownClub)!;
    const members = await membersOf(receiving.id);
    const taken = new Set(members.map((m) => m.number));
    const number = [...Array(99).keys()].map((n) => 99 - n).find((n) => !taken.has(n))!;
    // Players the receiving team may take (its year, every document), so only the number decides.
    const outsiders: { player_id: number }[] = [];
    for (let i = 0; i < 4; i++) outsiders.push({ player_id: await newPlayer(ownTeam.id, receiving.birth_year) });
    const transfers: Writer[] = outsiders.map((o) => ({
      method: 'POST',
      url: '/cabinet/players/switch-team',
      token: admin,
      payload: { player_id: o.player_id, team_id: receiving.id, keep: false, number },
    }));
    const edits: Writer[] = [];
    for (const m of members.slice(0, 4)) {
      const form = (await call('GET', `/cabinet/players/${m.slug}/form`, admin)).json().data;
      edits.push({
        method: 'PUT',
        url: `/cabinet/players/${m.player_id}/edit`,
        token: admin,
        payload: { ...editBody(form.values), number, team_id: receiving.id },
      });
    }
    const creates: Writer[] = [0, 1].map((i) => ({
      method: 'POST',
      url: '/cabinet/players',
      token: admin,
      payload: {
        first_name_kk: `Жаңа${receiving.id}${i}`,
        last_name_kk: 'Нөмірлі',
        birth_date: '2012-05-06',
        position: 'MF',
        team_id: receiving.id,
        number,
        confirm_duplicate: true,
      },
    }));
    const writers = [...transfers, ...edits, ...creates].map((w, i, all) => all[(i * 3) % all.length]);
    const answers = await fireTogether(t.apps, writers);
    const summary = tally(answers);
    expect({ ok: summary.ok, conflict: summary.conflict, serverError: summary.serverError }).toEqual({
      ok: 1,
      conflict: 0,
      serverError: 0,
    });
    expect(summary.other).toEqual({ 422: writers.length - 1 });
    for (const answer of answers.filter((a) => a.statusCode === 422))
      expect(Object.keys(answer.json().data.errors)).toEqual(['number']);
    const wearers = await t.db
      .selectFrom('team_players')
      .select('player_id')
      .where('team_id', '=', receiving.id)
      .where('is_active', '=', true)
      .where('number', '=', number)
      .execute();
    expect(wearers).toHaveLength(1);
  });

  it('gives the captaincy of a team to one player when several edits ask for it at once', async () => {
    const teams = await activeTeamsNewestFirst();
    const receiving = teams.find((tm) => tm.club_id !== ownClub)!;
    const members = await membersOf(receiving.id);
    // No captain yet, so that exactly one may become it.
    await withoutCaptain(members);
    const writers: Writer[] = [];
    for (const m of members.slice(0, 6)) {
      const form = (await call('GET', `/cabinet/players/${m.slug}/form`, admin)).json().data;
      writers.push({
        method: 'PUT',
        url: `/cabinet/players/${m.player_id}/edit`,
        token: admin,
        payload: { ...editBody(form.values), is_captain: true, team_id: receiving.id },
      });
    }
    const answers = await fireTogether(t.apps, writers);
    expect(tally(answers)).toEqual({ ok: 1, conflict: 0, serverError: 0, other: { 422: writers.length - 1 } });
    for (const answer of answers.filter((a) => a.statusCode === 422))
      expect(Object.keys(answer.json().data.errors)).toEqual(['is_captain']);
    const captains = await t.db
      .selectFrom('players')
      .select('id')
      .where(
        'id',
        'in',
        members.map((m) => m.player_id),
      )
      .where('is_captain', '=', true)
      .execute();
    expect(captains).toHaveLength(1);
  });

  it('lets one of several transfers into a team take a free number and its captaincy at once; the others get both refusals on their fields', async () => {
    const teams = await activeTeamsNewestFirst();
    const receiving = teams.find((tm) => tm.club_id !== ownClub && tm.id !== ownTeam.id)!;
    const members = await membersOf(receiving.id);
    await withoutCaptain(members);
    const taken = new Set(members.map((m) => m.number));
    const number = [...Array(99).keys()].map((n) => n + 1).find((n) => !taken.has(n))!;
    const movers: number[] = [];
    for (let i = 0; i < 8; i++) movers.push(await newPlayer(ownTeam.id, receiving.birth_year));
    const writers: Writer[] = movers.map((playerId) => ({
      method: 'POST',
      url: '/cabinet/players/switch-team',
      token: admin,
      payload: { player_id: playerId, team_id: receiving.id, keep: false, number, is_captain: true },
    }));
    const answers = await fireTogether(t.apps, writers);
    expect(tally(answers)).toEqual({ ok: 1, conflict: 0, serverError: 0, other: { 422: writers.length - 1 } });
    for (const answer of answers.filter((a) => a.statusCode === 422))
      expect(Object.keys(answer.json().data.errors).sort()).toEqual(['is_captain', 'number']);
    const winner = movers[answers.findIndex((a) => a.statusCode === 200)];
    const after = await t.db
      .selectFrom('team_players as tp')
      .innerJoin('players as p', 'p.id', 'tp.player_id')
      .select(['p.id', 'p.is_captain', (eb) => eb.fn.coalesce('tp.number', 'p.number').as('number')])
      .where('tp.team_id', '=', receiving.id)
      .where('tp.is_active', '=', true)
      .execute();
    expect(after.filter((m) => m.number === number).map((m) => m.id)).toEqual([winner]);
    expect(after.filter((m) => m.is_captain).map((m) => m.id)).toEqual([winner]);
    // Only the winner moved: one transfer row among the movers.
    const moved = await t.db
      .selectFrom('player_transfers')
      .select('player_id')
      .where('player_id', 'in', movers)
      .execute();
    expect(moved.map((r) => r.player_id)).toEqual([winner]);
  });

  it("keeps a tournament's calendar and its teams consistent when team changes race schedule generations", async () => {
    const season = await latestSeasonId(t.db);
    const created = await call(
      'POST',
      '/cabinet/tournaments',
      admin,
      boys2012Tournament(season, { title_kk: 'Жарыс кубогы', title_en: 'Race Cup' }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const candidates = await boysTeamsBorn(t.db, 2012);
    expect(candidates.length).toBeGreaterThanOrEqual(6);
    expect(
      (await call('PUT', `/cabinet/tournaments/${id}/teams`, admin, { team_ids: candidates.slice(0, 4) })).statusCode,
    ).toBe(200);
    const schedule = (replace: boolean): Writer => ({
      method: 'POST',
      url: `/cabinet/tournaments/${id}/schedule`,
      token: admin,
      payload: { mode: 'single', start_date: '2027-05-01', weekday: 6, time: '10:00', replace },
    });
    const writers: Writer[] = [
      schedule(true),
      { method: 'PUT', url: `/cabinet/tournaments/${id}/teams`, token: admin, payload: { team_ids: [candidates[4]] } },
      { method: 'DELETE', url: `/cabinet/tournaments/${id}/teams`, token: admin, payload: { ids: [candidates[0]] } },
      schedule(false),
      schedule(true),
      { method: 'PUT', url: `/cabinet/tournaments/${id}/teams`, token: admin, payload: { team_ids: [candidates[5]] } },
      { method: 'DELETE', url: `/cabinet/tournaments/${id}/teams`, token: admin, payload: { ids: [candidates[1]] } },
      schedule(false),
      schedule(true),
      schedule(true),
    ];
    const answers = await fireTogether(t.apps, writers);
    const summary = tally(answers);
    expect({ serverError: summary.serverError, other: summary.other }).toEqual({ serverError: 0, other: {} });
    expect(refusalsWithoutState(answers)).toBe(0);
    const participants = new Set(
      (await t.db.selectFrom('tournament_teams').select('team_id').where('tournament_id', '=', id).execute()).map(
        (r) => r.team_id,
      ),
    );
    const matches = await t.db
      .selectFrom('matches')
      .select(['host_team_id', 'guest_team_id'])
      .where('tournament_id', '=', id)
      .execute();
    const playing = new Set(matches.flatMap((m) => [m.host_team_id, m.guest_team_id]));
    // Every match is between participants, each pair once: one whole round robin of the teams it names.
    expect([...playing].every((teamId) => participants.has(teamId))).toBe(true);
    const pairs = matches.map((m) => [m.host_team_id, m.guest_team_id].sort((a, b) => a - b).join('-'));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(matches.length).toBe((playing.size * (playing.size - 1)) / 2);
    // At least one calendar was made (a generation answers 201).
    expect(answers.some((a, i) => a.statusCode === 201 && writers[i].url.endsWith('/schedule'))).toBe(true);
    // Each acknowledged team change holds: a removed team is gone and plays nothing, an added one takes part.
    writers.forEach((w, i) => {
      if (answers[i].statusCode !== 200 || w.url.endsWith('/schedule')) return;
      const { team_ids: added, ids: removed } = w.payload as { team_ids?: number[]; ids?: number[] };
      const teamId = (added ?? removed)![0];
      if (w.method === 'DELETE')
        expect({ teamId, participant: participants.has(teamId), plays: playing.has(teamId) }).toEqual({
          teamId,
          participant: false,
          plays: false,
        });
      else expect({ teamId, participant: participants.has(teamId) }).toEqual({ teamId, participant: true });
    });
  });

  it('marks each notification seen once when several tabs mark them at once', async () => {
    const user = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'team@league.test').executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('notifications')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          user_id: user,
          kind: 'departure_status',
          payload: JSON.stringify({ n: i }),
        })),
      )
      .execute();
    const unseen = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', user)
      .where('seen_at', 'is', null)
      .orderBy('id')
      .execute();
    const ids = unseen.map((n) => Number(n.id));
    const writers: Writer[] = Array.from({ length: 10 }, (_, i) => ({
      method: 'POST',
      url: '/cabinet/notifications/mark-as-seen',
      token: team,
      payload: i % 2 ? { all: true } : { ids: i % 4 ? ids.slice(0, 20) : [...ids].reverse().slice(0, 20) },
    }));
    const answers = await fireTogether(t.apps, writers);
    expect(tally(answers)).toEqual({ ok: 10, conflict: 0, serverError: 0, other: {} });
    expect(answers.reduce((sum, a) => sum + (a.json().data.marked as number), 0)).toBe(ids.length);
    expect((await call('GET', '/cabinet/notifications/new-count', team)).json().data.count).toBe(0);
  });
});
