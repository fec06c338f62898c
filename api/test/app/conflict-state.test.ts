// Every 409 the API answers carries the state the refused client redraws from, in `data.current`
// (as `stale_version`, `application_transition`, `departure_transition` and the tournament's team
// and calendar refusals already did): a locked or unstarted protocol's part, an archived club, a
// finished tournament, a played match, a stadium or club still in use, closed applications, the
// duplicate person found, the import that is not there. One case per code; the message stays the
// translated reason.
import { DEMO_NOW, dbTargets, login, request } from '../helpers';
import { suiteApp } from '../support/suite-app';
import { boys2012Tournament, firstOpenClub, latestSeasonId } from '../support/demo-cabinet';
import { crewDemoReferee } from '../support/matches';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(dbTargets)('409 answers with the current state on %s', (target) => {
  let admin: string;
  let referee: string;
  let seasonId: number;
  let main: { id: number; teams: number[] };
  let seq = 0;

  const call = (method: Method, url: string, token: string, payload?: object, language: 'kk' | 'ru' | 'en' = 'en') =>
    request(t.app, { method, url: `/api/v1${url}`, token, payload, language });

  /** A 409 of `code`'s message whose `data.current` is what it answers. */
  async function refused(answer: Promise<Awaited<ReturnType<typeof call>>>, message: string | RegExp) {
    const response = await answer;
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 409,
      message: typeof message === 'string' ? message : expect.stringMatching(message),
    });
    const current = response.json().data.current as unknown;
    expect(current).toBeDefined();
    return current as Record<string, unknown> & Array<Record<string, unknown>>;
  }

  const t = suiteApp({ target, seed: 'demo' }, 240_000);
  beforeAll(async () => {
    admin = await login(t.app, 'admin@league.test');
    referee = await login(t.app, 'referee@league.test');
    seasonId = await latestSeasonId(t.db);
    const tournament = await t.db
      .selectFrom('tournaments')
      .select('id')
      .where('main', '=', true)
      .executeTakeFirstOrThrow();
    const teams = await t.db
      .selectFrom('tournament_teams')
      .select('team_id')
      .where('tournament_id', '=', tournament.id)
      .where('status', '=', 'submitted')
      .orderBy('team_id')
      .execute();
    main = { id: tournament.id, teams: teams.map((r) => r.team_id) };
  }, 240_000);

  /** A club with one team, archived. */
  async function archivedClub() {
    seq += 1;
    const club = (
      await t.db
        .insertInto('clubs')
        .values({ slug: `closed-club-${seq}`, title_kk: `Жабық клуб ${seq}`, archived_at: DEMO_NOW })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const team = (
      await t.db
        .insertInto('teams')
        .values({ club_id: club, slug: `closed-team-${seq}`, title_kk: `Жабық ${seq}`, birth_year: 2012 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    return { club, team };
  }

  /** A match of the main tournament in the state given, with the referee on its crew. */
  async function match(status: 'scheduled' | 'finished', locked: boolean) {
    const row = await t.db
      .insertInto('matches')
      .values({
        tournament_id: main.id,
        host_team_id: main.teams[0],
        guest_team_id: main.teams[1],
        date_time: DEMO_NOW.toISOString(),
        status,
        protocol_confirmed_at: locked ? DEMO_NOW.toISOString() : null,
      })
      .returning(['id', 'protocol_version'])
      .executeTakeFirstOrThrow();
    await crewDemoReferee(t.db, row.id);
    return row;
  }

  const goal = { kind: 'goal', team_type: 'host', minute: 10 };

  it('protocol_locked: each part of a locked protocol is refused with that part as it is (not editable)', async () => {
    const m = await match('finished', true);
    const message = 'The protocol is locked: it cannot be changed';
    const events = await refused(call('POST', `/cabinet/matches/${m.id}/events`, referee, goal), message);
    expect(events).toMatchObject({ version: 1, editable: false, events: [] });
    const additions = await refused(
      call('POST', `/cabinet/matches/${m.id}/additions`, referee, { version: 1, additions: { notes: 'Late' } }),
      message,
    );
    expect(additions).toMatchObject({ version: 1, editable: false });
    const squads = await refused(
      call('POST', `/cabinet/matches/${m.id}/squad`, referee, { team_id: main.teams[0], version: 1, players: [] }),
      message,
    );
    expect(squads).toMatchObject({ editable: false, host: { version: 1 }, guest: { version: 1 } });
    const protocol = await refused(
      call('PATCH', `/cabinet/matches/${m.id}/protocol`, referee, { version: m.protocol_version, spectators: 300 }),
      message,
    );
    expect(protocol).toMatchObject({
      version: m.protocol_version,
      match: { id: m.id, lifecycle: 'locked' },
      permissions: { edit: false },
    });
  });

  it('match_not_started: an event of a scheduled match is refused with the events as they are', async () => {
    const m = await match('scheduled', false);
    const events = await refused(
      call('POST', `/cabinet/matches/${m.id}/events`, referee, goal, 'ru'),
      'События можно вносить после начала матча',
    );
    expect(events).toMatchObject({ version: 1, editable: false, events: [], score: { host: 0, guest: 0 } });
  });

  it('transition_not_allowed: finishing a match that has not started is refused with the protocol as it is', async () => {
    const m = await match('scheduled', false);
    const protocol = await refused(
      call('PATCH', `/cabinet/matches/${m.id}/protocol`, referee, {
        version: m.protocol_version,
        transition: 'finish',
      }),
      'This step is not possible in the current state of the match',
    );
    expect(protocol).toMatchObject({
      version: m.protocol_version,
      match: { id: m.id, status: 'scheduled' },
      permissions: { transitions: ['start'] },
    });
  });

  it('match_has_protocol: deleting a finished match is refused with its protocol', async () => {
    const m = await match('finished', false);
    const protocol = await refused(
      call('DELETE', `/cabinet/matches/${m.id}`, admin),
      'A match with events or a finished protocol cannot be deleted',
    );
    expect(protocol).toMatchObject({ match: { id: m.id, status: 'finished' }, permissions: { delete: false } });
  });

  it('tournament_finished: a change of a finished tournament is refused with its state', async () => {
    const created = await call(
      'POST',
      '/cabinet/tournaments',
      admin,
      boys2012Tournament(seasonId, { title_kk: 'Өткен кубок' }, { start_date: '2026-01-10' }),
    );
    const id = created.json().data.id as number;
    expect((await call('PUT', `/cabinet/tournaments/${id}/finish`, admin, { end_date: '2026-02-01' })).statusCode).toBe(
      200,
    );
    const state = await refused(
      call('PUT', `/cabinet/tournaments/${id}/activity`, admin, { active: true }, 'ru'),
      'Турнир завершён: его нельзя изменять',
    );
    expect(state).toEqual({ id, active: false, main: false, end_date: '2026-02-01' });
  });

  it('match_played: deleting matches of which one was played is refused with each as it is', async () => {
    const played = await match('finished', false);
    const unplayed = await match('scheduled', false);
    const current = await refused(
      call('DELETE', `/cabinet/tournaments/${main.id}/matches`, admin, { ids: [unplayed.id, played.id] }),
      'A played match (with a result or events) cannot be deleted',
    );
    expect([...current].sort((a, b) => (a.id as number) - (b.id as number))).toEqual([
      { id: played.id, status: 'finished', played: true },
      { id: unplayed.id, status: 'scheduled', played: false },
    ]);
    expect(
      await t.db.selectFrom('matches').select('id').where('id', 'in', [played.id, unplayed.id]).execute(),
    ).toHaveLength(2);
  });

  it('match_played_teams: changing the teams of a played match is refused with the match as it is', async () => {
    const played = await match('finished', false);
    const body = {
      host_team_id: main.teams[2],
      guest_team_id: main.teams[1],
      date: '2026-03-01',
      time: '11:00',
      tour_number: 1,
    };
    const current = await refused(
      call('PUT', `/cabinet/tournaments/${main.id}/matches/${played.id}`, admin, body),
      'The teams of a played match (with a result or events) cannot be changed',
    );
    expect(current).toMatchObject({
      id: played.id,
      host_team_id: main.teams[0],
      guest_team_id: main.teams[1],
      played: true,
    });
  });

  it('stadium_in_use: deleting a stadium with matches is refused with its matches count', async () => {
    const used = await t.db
      .selectFrom('matches')
      .select(['stadium_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('stadium_id', 'is not', null)
      .groupBy('stadium_id')
      .executeTakeFirstOrThrow();
    const current = await refused(
      call('DELETE', `/cabinet/stadiums/${used.stadium_id}`, admin),
      'The stadium cannot be deleted: matches are or were played there',
    );
    expect(current).toEqual({ id: used.stadium_id, matches_count: Number(used.n) });
  });

  it('club_has_teams: deleting a club with teams is refused with its teams count', async () => {
    const club = await firstOpenClub(t.db);
    const teams = await t.db.selectFrom('teams').select('id').where('club_id', '=', club.id).execute();
    const current = await refused(
      call('DELETE', `/cabinet/clubs/${club.id}`, admin),
      'The club cannot be deleted: it has teams. It can be archived instead',
    );
    expect(current).toEqual({ id: club.id, slug: club.slug, archived: false, teams_count: teams.length });
  });

  it('club_archived: a change of an archived club or of its team is refused with the club archived', async () => {
    const { club, team } = await archivedClub();
    expect(
      await refused(
        call('PATCH', `/cabinet/clubs/${club}`, admin, { founded_year: 2001 }),
        'The club is archived: it cannot be changed',
      ),
    ).toEqual({ id: club, slug: `closed-club-${seq}`, archived: true });
    const edit = { title_kk: `Жабық ${seq}`, birth_year: 2012 };
    expect(
      await refused(
        call('POST', `/cabinet/teams/${team}/edit`, admin, edit),
        'The club is archived: it cannot be changed',
      ),
    ).toEqual({ id: team, slug: `closed-team-${seq}`, club: { id: club, archived: true } });
  });

  it('club_archived_no_teams: a new team of an archived club is refused with the club archived', async () => {
    const { club } = await archivedClub();
    expect(
      await refused(
        call('POST', '/cabinet/teams', admin, { club_id: club, title_kk: 'Кеш', birth_year: 2013 }),
        'The club is archived: it takes no new teams',
      ),
    ).toEqual({ id: club, archived: true });
  });

  it('team_archived_club: a new player of an archived club’s team is refused with the team and its club', async () => {
    const { club, team } = await archivedClub();
    const body = {
      first_name_kk: 'Кеш',
      last_name_kk: 'Келген',
      birth_date: '2012-01-01',
      position: 'MF',
      team_id: team,
      confirm_duplicate: true,
    };
    expect(
      await refused(
        call('POST', '/cabinet/players', admin, body),
        "The team's club is archived: no new players, staff or transfers",
      ),
    ).toEqual({ id: team, club: { id: club, archived: true } });
  });

  it('person_duplicate: a likely duplicate is refused with the person found', async () => {
    const player = await t.db
      .selectFrom('players')
      .select(['id', 'slug', 'identity_number'])
      .where('identity_number', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const body = {
      first_name_kk: 'Басқа',
      last_name_kk: 'Адам',
      birth_date: '2012-02-02',
      position: 'MF',
      team_id: main.teams[0],
      identity_number: player.identity_number,
    };
    const current = await refused(
      call('POST', '/cabinet/players', admin, body),
      /^This person may already be registered: /,
    );
    expect(current).toMatchObject({ owner: 'player', id: player.id, slug: player.slug, reason: 'identity_number' });
  });

  it('applications_closed: sending to an inactive tournament is refused with the tournament and club as they are', async () => {
    const created = await call('POST', '/cabinet/tournaments', admin, {
      title_kk: 'Жабық кубок',
      season_id: seasonId,
      age_group: 'U-14',
      birth_year_from: 2000,
      birth_year_to: 2020,
      gender: 'male',
    });
    const id = created.json().data.id as number;
    const team = await t.db
      .selectFrom('teams as tm')
      .innerJoin('clubs as c', 'c.id', 'tm.club_id')
      .select(['tm.id', 'tm.club_id'])
      .where('c.archived_at', 'is', null)
      .where('tm.is_woman_squad', '=', false)
      .orderBy('tm.id')
      .executeTakeFirstOrThrow();
    expect((await call('PUT', `/cabinet/tournaments/${id}/teams`, admin, { team_ids: [team.id] })).statusCode).toBe(
      200,
    );
    const player = await t.db
      .selectFrom('team_players')
      .select('player_id')
      .where('team_id', '=', team.id)
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    const current = await refused(
      call('POST', '/cabinet/applications/players', admin, {
        tournament_id: id,
        team_id: team.id,
        players: [{ player_id: player.player_id }],
      }),
      'The tournament is not active: it takes no applications',
    );
    expect(current).toEqual({
      tournament: { id, active: false, finished: false },
      club: { id: team.club_id, archived: false },
      closed: 'The tournament is not active: it takes no applications',
    });
  });
});
