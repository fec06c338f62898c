// The cabinet's tournaments: the role × endpoint matrix (a command_admin reads only tournaments
// of its club, a media_manager only the list and the matches), the form with field errors in the
// request's language, one main tournament, teams and their application progress, matches with
// the clash rules (team and referee refused, stadium warned), deleting unplayed matches, the
// round-robin generator, and a finished tournament refusing every change.
import {
  CabinetTournamentDetailResponse,
  CommandAdminTournamentsResponse,
  MatchCreatedResponse,
  ScheduleResponse,
  TournamentEditFormResponse,
  TournamentMatchesResponse,
  TournamentTeamsResponse,
} from '@league/shared/contracts';
import { leagueYear } from '@league/shared/validation';
import { assert } from 'superstruct';
import { invalidatePublic } from '../../../src/lib/public-version';
import { MicroCache } from '../../../src/plugins/public-cache';
import { dbTargets } from '../../helpers';
import {
  boys2012Tournament,
  demoCabinetSuite,
  latestSeasonId,
  roleCall,
  WHO,
  type Who,
} from '../../support/demo-cabinet';
import { rowCount } from '../../support/rows';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(dbTargets)('cabinet tournaments on %s', (target) => {
  const demo = demoCabinetSuite(target, {}, 300_000);
  const { t, tokens } = demo;
  let seasonId: number;
  let mainId: number;
  /** A tournament the team account's club does not play in and cannot apply to. */
  let foreignId: number;
  let teams2012: Array<{ id: number; club_id: number }>;
  let referees: number[];
  let stadiums: number[];

  beforeAll(async () => {
    seasonId = await latestSeasonId(t.db);
    mainId = (await t.db.selectFrom('tournaments').select('id').where('main', '=', true).executeTakeFirstOrThrow()).id;
    const ownTeamIds = (await t.db.selectFrom('teams').select('id').where('club_id', '=', demo.ownClub).execute()).map(
      (r) => r.id,
    );
    const foreign = await t.db
      .selectFrom('tournaments as tr')
      .select('tr.id')
      .where('tr.active', '=', false)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('tournament_teams as tt')
              .select('tt.id')
              .whereRef('tt.tournament_id', '=', 'tr.id')
              .where('tt.team_id', 'in', ownTeamIds),
          ),
        ),
      )
      .orderBy('tr.id')
      .executeTakeFirstOrThrow();
    foreignId = foreign.id;
    teams2012 = await t.db
      .selectFrom('teams')
      .select(['id', 'club_id'])
      .where('birth_year', '=', 2012)
      .where('is_woman_squad', '=', false)
      .where('is_active', '=', true)
      .orderBy('id')
      .execute();
    referees = (await t.db.selectFrom('referees').select('id').orderBy('id').execute()).map((r) => r.id);
    stadiums = (await t.db.selectFrom('stadiums').select('id').orderBy('id').execute()).map((r) => r.id);
    // Seeding the demo league takes long on a busy machine.
  }, 300_000);

  const call = roleCall(() => ({ t, tokens }));
  const body = (over: object = {}) =>
    boys2012Tournament(seasonId, { title_kk: 'Сынақ кубогы', title_en: 'Test Cup' }, over);
  const newTournament = async (over: object = {}) => {
    const response = await call('POST', '/cabinet/tournaments', 'admin', body(over));
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  };
  const counts = async () => ({
    tournaments: await rowCount(t.db, 'tournaments'),
    matches: await rowCount(t.db, 'matches'),
    links: await rowCount(t.db, 'tournament_teams'),
  });

  it('lets each role call exactly what it may (the matrix)', async () => {
    const matchId = (
      await t.db
        .selectFrom('matches')
        .select('id')
        .where('tournament_id', '=', mainId)
        .where('status', '=', 'scheduled')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const writes: Array<[Method, string, object]> = [
      ['POST', '/cabinet/tournaments', body()],
      ['PUT', '/cabinet/tournaments', { ids: [mainId] }],
      ['POST', `/cabinet/tournaments/${mainId}/edit`, body()],
      ['PUT', `/cabinet/tournaments/${mainId}/teams`, { team_ids: [teams2012[0]!.id] }],
      ['DELETE', `/cabinet/tournaments/${mainId}/teams`, { ids: [teams2012[0]!.id] }],
      ['PUT', `/cabinet/tournaments/${mainId}/activity`, { active: false }],
      ['PUT', `/cabinet/tournaments/${foreignId}/main`, { main: true }],
      ['PUT', `/cabinet/tournaments/${mainId}/finish`, { end_date: '2027-01-01' }],
      [
        'POST',
        `/cabinet/tournaments/${mainId}/matches`,
        { host_team_id: 1, guest_team_id: 2, date: '2027-06-01', time: '10:00', tour_number: 1 },
      ],
      ['DELETE', `/cabinet/tournaments/${mainId}/matches`, { ids: [matchId] }],
      [
        'PUT',
        `/cabinet/tournaments/${mainId}/matches/${matchId}`,
        { host_team_id: 1, guest_team_id: 2, date: '2027-06-01', time: '10:00', tour_number: 1 },
      ],
      [
        'POST',
        `/cabinet/tournaments/${mainId}/schedule`,
        { mode: 'single', start_date: '2027-06-01', weekday: 6, time: '10:00', replace: true },
      ],
    ];
    const reads: Array<[string, Record<Who, number>]> = [
      ['/cabinet/tournaments', { admin: 200, team: 200, referee: 403, provider: 403, media: 200 }],
      ['/cabinet/command-admin/tournaments', { admin: 403, team: 200, referee: 403, provider: 403, media: 403 }],
      [`/cabinet/tournaments/${mainId}`, { admin: 200, team: 200, referee: 403, provider: 403, media: 403 }],
      [`/cabinet/tournaments/${foreignId}`, { admin: 200, team: 404, referee: 403, provider: 403, media: 403 }],
      [`/cabinet/tournaments/${mainId}/form`, { admin: 200, team: 403, referee: 403, provider: 403, media: 403 }],
      [`/cabinet/tournaments/${mainId}/teams`, { admin: 200, team: 200, referee: 403, provider: 403, media: 403 }],
      [`/cabinet/tournaments/${foreignId}/teams`, { admin: 200, team: 404, referee: 403, provider: 403, media: 403 }],
      [`/cabinet/tournaments/${mainId}/matches`, { admin: 200, team: 200, referee: 403, provider: 403, media: 200 }],
      [`/cabinet/tournaments/${foreignId}/matches`, { admin: 200, team: 404, referee: 403, provider: 403, media: 200 }],
    ];
    const before = await counts();
    let checked = 0;
    for (const [method, url, payload] of writes) {
      expect({ method, url, status: (await call(method, url, null, payload)).statusCode }).toEqual({
        method,
        url,
        status: 401,
      });
      for (const who of ['team', 'referee', 'provider', 'media'] as const) {
        expect({ method, url, who, status: (await call(method, url, who, payload)).statusCode }).toEqual({
          method,
          url,
          who,
          status: 403,
        });
      }
      checked += 5;
    }
    for (const [url, expected] of reads) {
      expect({ url, status: (await call('GET', url, null)).statusCode }).toEqual({ url, status: 401 });
      for (const who of WHO) {
        const response = await call('GET', url, who);
        expect({ url, who, status: response.statusCode }).toEqual({ url, who, status: expected[who] });
        if (response.statusCode === 404) expect(response.json().data).toEqual({ errors: {} });
      }
      checked += 6;
    }
    expect(await counts()).toEqual(before);
    expect(checked).toBe(writes.length * 5 + reads.length * 6);
  });

  it('scopes a command_admin to the tournaments and the teams of its club', async () => {
    const list = (await call('GET', '/cabinet/command-admin/tournaments', 'team')).json();
    assert(list, CommandAdminTournamentsResponse);
    const ids = list.data.map((x) => x.id);
    expect(ids).toContain(mainId);
    expect(ids).not.toContain(foreignId);
    const main = list.data.find((x) => x.id === mainId)!;
    expect(main.teams.length).toBeGreaterThan(0);
    expect(main.teams.every((team) => typeof team.title === 'string')).toBe(true);
    const paged = (await call('GET', '/cabinet/tournaments?per_page=100', 'team')).json();
    expect(paged.data.map((x: { id: number }) => x.id).sort()).toEqual([...ids].sort());

    const detail = (await call('GET', `/cabinet/tournaments/${mainId}`, 'team')).json();
    assert(detail, CabinetTournamentDetailResponse);
    expect(detail.data.teams.length).toBeGreaterThan(0);
    expect(detail.data.teams.every((row) => row.club.id === demo.ownClub)).toBe(true);
    const full = (await call('GET', `/cabinet/tournaments/${mainId}`, 'admin')).json();
    assert(full, CabinetTournamentDetailResponse);
    expect(full.data.teams.length).toBeGreaterThan(detail.data.teams.length);
    // The team account's team has applications in several statuses (seed).
    const own = detail.data.teams[0]!;
    expect(own.players.pending + own.players.submitted + own.players.rejected).toBeGreaterThan(0);
    expect(full.data.tournament.takes_applications).toBe(true);
    expect(full.data.tours.length).toBeGreaterThan(0);
  });

  it('offers under "Add teams" only teams neither in the tournament nor asking to enter it', async () => {
    const id = await newTournament();
    const [added, waiting, asking, free] = teams2012;
    expect((await call('PUT', `/cabinet/tournaments/${id}/teams`, 'admin', { team_ids: [added!.id] })).statusCode).toBe(
      200,
    );
    // A team whose application to the tournament waits for a decision, and one with an open entry request.
    await t.db
      .insertInto('tournament_teams')
      .values({ tournament_id: id, team_id: waiting!.id, status: 'pending' })
      .execute();
    await t.db
      .insertInto('entry_requests')
      .values({ tournament_id: id, team_id: asking!.id, status: 'pending' })
      .execute();
    const answer = (await call('GET', `/cabinet/tournaments/${id}/teams`, 'admin')).json();
    assert(answer, TournamentTeamsResponse);
    const offered = answer.data.candidates.map((c) => c.id);
    expect(offered).not.toContain(added!.id);
    expect(offered).not.toContain(waiting!.id);
    expect(offered).not.toContain(asking!.id);
    expect(offered).toContain(free!.id);
    // The tournament counts its participants only, as the list and the public site do.
    const detail = (await call('GET', `/cabinet/tournaments/${id}`, 'admin')).json();
    assert(detail, CabinetTournamentDetailResponse);
    expect(detail.data.tournament.teams_count).toBe(1);
    expect(detail.data.teams.filter((row) => row.status === 'submitted').map((row) => row.team.id)).toEqual([
      added!.id,
    ]);
    const listed = (await call('GET', '/cabinet/tournaments?per_page=100', 'admin'))
      .json()
      .data.find((x: { id: number }) => x.id === id);
    expect(listed.teams_count).toBe(1);
  });

  it("shows a club's team with no player sent as not listed in its tournaments, never as listed", async () => {
    const ownTeam = await t.db
      .selectFrom('teams')
      .select(['id', 'birth_year', 'is_woman_squad'])
      .where('club_id', '=', demo.ownClub)
      .where('is_active', '=', true)
      .where('is_woman_squad', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const id = await newTournament({ birth_year_from: ownTeam.birth_year, birth_year_to: ownTeam.birth_year });
    expect(
      (await call('PUT', `/cabinet/tournaments/${id}/teams`, 'admin', { team_ids: [ownTeam.id] })).statusCode,
    ).toBe(200);
    const list = (await call('GET', '/cabinet/command-admin/tournaments', 'team')).json();
    assert(list, CommandAdminTournamentsResponse);
    expect(list.data.find((x) => x.id === id)!.teams).toEqual([
      { id: ownTeam.id, title: expect.any(String), status: 'empty' },
    ]);
    // A team with players on the list stays listed.
    const main = list.data.find((x) => x.id === mainId)!;
    expect(main.teams.some((team) => team.status === 'submitted')).toBe(true);
    // The tournament page keeps the team a participant (its badge says "not listed" from its counts).
    const row = (await call('GET', `/cabinet/tournaments/${id}`, 'team')).json().data.teams[0];
    expect(row).toMatchObject({ status: 'submitted', players: { pending: 0, submitted: 0, rejected: 0 } });
  });

  it("marks the matches a command_admin may open (its teams') and links every match for the league", async () => {
    const ownTeams = new Set(
      (await t.db.selectFrom('teams').select('id').where('club_id', '=', demo.ownClub).execute()).map((r) => r.id),
    );
    const asTeam = (await call('GET', `/cabinet/tournaments/${mainId}/matches`, 'team')).json();
    assert(asTeam, TournamentMatchesResponse);
    const mine = asTeam.data.matches.filter((m) => ownTeams.has(m.host.id) || ownTeams.has(m.guest.id));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(asTeam.data.matches.length);
    for (const match of asTeam.data.matches)
      expect({ id: match.id, openable: match.openable }).toEqual({ id: match.id, openable: mine.includes(match) });
    // Each one it may open is open to it; another team's match is not.
    const open = mine[0]!;
    expect((await call('GET', `/cabinet/matches/${open.id}/protocol`, 'team')).statusCode).toBe(200);
    const other = asTeam.data.matches.find((m) => !m.openable)!;
    expect((await call('GET', `/cabinet/matches/${other.id}/protocol`, 'team')).statusCode).toBe(404);
    for (const who of ['admin', 'media'] as const) {
      const all = (await call('GET', `/cabinet/tournaments/${mainId}/matches`, who)).json();
      expect(all.data.matches.every((m: { openable: boolean }) => m.openable)).toBe(true);
    }
  });

  it('filters the list by season, state and main', async () => {
    const main = (await call('GET', '/cabinet/tournaments?main=1', 'media')).json();
    expect(main.data.map((x: { id: number }) => x.id)).toEqual([mainId]);
    const finished = (await call('GET', '/cabinet/tournaments?state=finished&per_page=100', 'admin')).json();
    expect(finished.data.length).toBeGreaterThan(0);
    expect(finished.data.every((x: { end_date: string | null }) => x.end_date !== null)).toBe(true);
    const season = (await call('GET', '/cabinet/tournaments?season=2025&per_page=100', 'admin')).json();
    expect(season.data.every((x: { season: number }) => x.season === 2025)).toBe(true);
  });

  it('creates and edits a tournament; bad input is a 422 with field errors in the request language', async () => {
    const before = await counts();
    const bad = await call(
      'POST',
      '/cabinet/tournaments',
      'admin',
      body({ title_kk: ' ', birth_year_from: 2013, birth_year_to: 2012 }),
      'ru',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.errors.title_kk).toEqual(['Это поле обязательно для заполнения']);
    const order = await call(
      'POST',
      '/cabinet/tournaments',
      'admin',
      body({ birth_year_from: 2013, birth_year_to: 2012, season_id: 999999 }),
      'kk',
    );
    expect(order.statusCode).toBe(422);
    expect(order.json().data.errors.birth_year_to).toEqual(['Соңғы туған жыл біріншісінен кіші болмауы керек']);
    expect(order.json().data.errors.season_id).toHaveLength(1);
    expect(await counts()).toEqual(before);

    const id = await newTournament();
    const form = (await call('GET', `/cabinet/tournaments/${id}/form`, 'admin')).json();
    assert(form, TournamentEditFormResponse);
    expect(form.data.values).toMatchObject({
      title_en: 'Test Cup',
      joker_quota: 2,
      match_length_minutes: 80,
      active: false,
      main: false,
      start_date: '2027-05-01',
    });
    expect(form.data.options.seasons.some((s) => s.id === seasonId)).toBe(true);
    const edited = await call(
      'POST',
      `/cabinet/tournaments/${id}/edit`,
      'admin',
      body({ title_en: 'Test Cup II', joker_quota: 3, active: true }),
    );
    expect(edited.statusCode).toBe(200);
    const after = (await call('GET', `/cabinet/tournaments/${id}`, 'admin')).json();
    expect(after.data.tournament).toMatchObject({
      title: 'Test Cup II',
      joker_quota: 3,
      active: true,
      takes_applications: true,
      finished: false,
      matches_count: 0,
    });
    expect((await call('GET', `/cabinet/tournaments/999999`, 'admin')).statusCode).toBe(404);
  });

  it('keeps exactly one main tournament: setting main moves it', async () => {
    const id = await newTournament();
    const moved = await call('PUT', `/cabinet/tournaments/${id}/main`, 'admin', { main: true });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ id, main: true });
    const mains = await t.db.selectFrom('tournaments').select('id').where('main', '=', true).execute();
    expect(mains).toEqual([{ id }]);
    const unset = await call('PUT', `/cabinet/tournaments/${id}/main`, 'admin', { main: false }, 'en');
    expect(unset.statusCode).toBe(422);
    expect(unset.json().data.errors.main).toEqual([
      'There is always one main tournament: make another one main instead',
    ]);
    expect((await call('PUT', `/cabinet/tournaments/${mainId}/main`, 'admin', { main: true })).statusCode).toBe(200);
    expect(await t.db.selectFrom('tournaments').select('id').where('main', '=', true).execute()).toEqual([
      { id: mainId },
    ]);
  });

  it('adds teams that fit the age group and shows them with their progress', async () => {
    const id = await newTournament();
    const teamsAnswer = (await call('GET', `/cabinet/tournaments/${id}/teams`, 'admin')).json();
    assert(teamsAnswer, TournamentTeamsResponse);
    expect(teamsAnswer.data.teams).toEqual([]);
    expect(teamsAnswer.data.candidates.map((c) => c.id).sort((a, b) => a - b)).toEqual(
      teams2012.map((team) => team.id),
    );
    const wrongAge = (
      await t.db.selectFrom('teams').select('id').where('birth_year', '!=', 2012).executeTakeFirstOrThrow()
    ).id;
    const refused = await call('PUT', `/cabinet/tournaments/${id}/teams`, 'admin', {
      team_ids: [teams2012[0]!.id, wrongAge],
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().data.errors)).toEqual(['team_ids']);
    const added = await call('PUT', `/cabinet/tournaments/${id}/teams`, 'admin', {
      team_ids: teams2012.slice(0, 3).map((team) => team.id),
    });
    expect(added.statusCode).toBe(200);
    const detail = (await call('GET', `/cabinet/tournaments/${id}`, 'admin')).json();
    assert(detail, CabinetTournamentDetailResponse);
    expect(detail.data.teams.map((row) => row.team.id).sort((a, b) => a - b)).toEqual(
      teams2012.slice(0, 3).map((team) => team.id),
    );
    expect(
      detail.data.teams.every(
        (row) => row.status === 'submitted' && row.players.pending === 0 && row.matches_count === 0,
      ),
    ).toBe(true);
    expect(detail.data.tournament.teams_count).toBe(3);
    const removed = await call('DELETE', `/cabinet/tournaments/${id}/teams`, 'admin', { ids: [teams2012[2]!.id] });
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/cabinet/tournaments/${id}`, 'admin')).json().data.tournament.teams_count).toBe(2);
    // The main tournament's teams have matches: they stay.
    const busyTeam = (
      await t.db
        .selectFrom('matches')
        .select('host_team_id')
        .where('tournament_id', '=', mainId)
        .executeTakeFirstOrThrow()
    ).host_team_id;
    const inUse = await call('DELETE', `/cabinet/tournaments/${mainId}/teams`, 'admin', { ids: [busyTeam] });
    expect(inUse.statusCode).toBe(409);
  });

  it('refuses a team or a referee in two places at once, warns about a busy stadium, deletes unplayed matches', async () => {
    const id = await newTournament();
    const [a, b, c, d] = teams2012.map((team) => team.id);
    await call('PUT', `/cabinet/tournaments/${id}/teams`, 'admin', { team_ids: [a, b, c, d] });
    const [r1, r2] = referees;
    const [s1] = stadiums;
    const first = await call('POST', `/cabinet/tournaments/${id}/matches`, 'admin', {
      host_team_id: a,
      guest_team_id: b,
      stadium_id: s1,
      date: '2027-06-05',
      time: '10:00',
      tour_number: 1,
      referees: { main_referee: r1, first_assistant: r2 },
    });
    expect(first.statusCode).toBe(201);
    assert(first.json(), MatchCreatedResponse);
    expect(first.json().data.warnings).toEqual([]);
    const firstId = first.json().data.id as number;
    const stored = await t.db
      .selectFrom('matches')
      .select(['date_time', 'tour_id'])
      .where('id', '=', firstId)
      .executeTakeFirstOrThrow();
    // 10:00 in Almaty is 05:00 UTC.
    expect(new Date(stored.date_time!).toISOString()).toBe('2027-06-05T05:00:00.000Z');
    expect(stored.tour_id).not.toBeNull();
    const before = await counts();

    // 11:30 is inside 10:00 + 80 min + 30 min: team a and referee r1 are busy.
    const teamClash = await call(
      'POST',
      `/cabinet/tournaments/${id}/matches`,
      'admin',
      { host_team_id: a, guest_team_id: c, date: '2027-06-05', time: '11:30', tour_number: 1 },
      'ru',
    );
    expect(teamClash.statusCode).toBe(422);
    expect(teamClash.json().data.errors).toEqual({ host_team_id: ['Команда в это время играет другой матч'] });
    const refClash = await call('POST', `/cabinet/tournaments/${id}/matches`, 'admin', {
      host_team_id: c,
      guest_team_id: d,
      date: '2027-06-05',
      time: '09:00',
      tour_number: 1,
      referees: { delegate: r1 },
    });
    expect(refClash.statusCode).toBe(422);
    expect(refClash.json().data.errors).toEqual({
      'referees.delegate': ['The referee is on another match at that time'],
    });
    const twice = await call('POST', `/cabinet/tournaments/${id}/matches`, 'admin', {
      host_team_id: c,
      guest_team_id: c,
      date: '2027-06-06',
      time: '09:00',
      tour_number: 1,
    });
    expect(twice.json().data.errors.guest_team_id).toEqual(['The guest team must differ from the host team']);
    const outsider = await call('POST', `/cabinet/tournaments/${id}/matches`, 'admin', {
      host_team_id: c,
      guest_team_id: teams2012[5]!.id,
      date: '2027-06-06',
      time: '09:00',
      tour_number: 1,
    });
    expect(outsider.json().data.errors.guest_team_id).toEqual(['The team does not play in this tournament']);
    expect(await counts()).toEqual(before);

    // Other teams and referees at the same stadium at the same time: saved, with a warning.
    const stadiumClash = await call('POST', `/cabinet/tournaments/${id}/matches`, 'admin', {
      host_team_id: c,
      guest_team_id: d,
      stadium_id: s1,
      date: '2027-06-05',
      time: '10:30',
      tour_number: 1,
    });
    expect(stadiumClash.statusCode).toBe(201);
    expect(stadiumClash.json().data.warnings).toEqual([
      { code: 'stadium_busy', message: 'The stadium has another match at that time', match_ids: [firstId] },
    ]);
    // 12:00 is past 10:00 + 110 min: team a is free again.
    const later = await call('POST', `/cabinet/tournaments/${id}/matches`, 'admin', {
      host_team_id: a,
      guest_team_id: c,
      date: '2027-06-05',
      time: '12:30',
      tour_number: 2,
      referees: { main_referee: r1 },
    });
    expect(later.statusCode).toBe(201);

    const listed = (await call('GET', `/cabinet/tournaments/${id}/matches`, 'media')).json();
    assert(listed, TournamentMatchesResponse);
    expect(listed.data.matches).toHaveLength(3);
    const shown = listed.data.matches.find((m) => m.id === firstId)!;
    expect(shown).toMatchObject({ date: '2027-06-05', time: '10:00', played: false, stadium: { id: s1 } });
    expect(shown.crew.map((x) => x.role)).toEqual(['main_referee', 'first_assistant']);
    expect(listed.data.tours.map((tour) => [tour.number, tour.matches_count])).toEqual([
      [1, 2],
      [2, 1],
    ]);

    const deleted = await call('DELETE', `/cabinet/tournaments/${id}/matches`, 'admin', {
      ids: [later.json().data.id],
    });
    expect(deleted.statusCode).toBe(200);
    const afterDelete = (await call('GET', `/cabinet/tournaments/${id}/matches`, 'admin')).json();
    expect(afterDelete.data.matches).toHaveLength(2);
    expect(afterDelete.data.tours.map((tour: { number: number }) => tour.number)).toEqual([1]);

    // A played match is never deleted.
    const played = (
      await t.db
        .selectFrom('matches')
        .select('id')
        .where('tournament_id', '=', mainId)
        .where('status', '=', 'finished')
        .executeTakeFirstOrThrow()
    ).id;
    const refused = await call('DELETE', `/cabinet/tournaments/${mainId}/matches`, 'admin', { ids: [played] }, 'kk');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Өткен матчты (нәтижесі немесе оқиғалары бар) жоюға болмайды');
  });

  it('generates a round-robin calendar: preview, save, refuse to overwrite unless confirmed', async () => {
    const id = await newTournament();
    const ids = teams2012.slice(0, 5).map((team) => team.id);
    await call('PUT', `/cabinet/tournaments/${id}/teams`, 'admin', { team_ids: ids });
    const plan = { mode: 'double', start_date: '2027-08-04', weekday: 6, time: '11:00', stadium_id: stadiums[0] };
    const preview = await call('POST', `/cabinet/tournaments/${id}/schedule`, 'admin', { ...plan, preview: true });
    expect(preview.statusCode).toBe(200);
    assert(preview.json(), ScheduleResponse);
    expect(preview.json().data.saved).toBe(false);
    expect(preview.json().data.tours).toHaveLength(10);
    expect(preview.json().data.tours[0].date).toBe('2027-08-07');
    expect(await t.db.selectFrom('matches').select('id').where('tournament_id', '=', id).execute()).toEqual([]);

    const saved = await call('POST', `/cabinet/tournaments/${id}/schedule`, 'admin', plan);
    expect(saved.statusCode).toBe(201);
    const matches = await t.db
      .selectFrom('matches')
      .select(['host_team_id', 'guest_team_id', 'date_time', 'tour_id'])
      .where('tournament_id', '=', id)
      .execute();
    expect(matches).toHaveLength(20);
    const pairs = new Set(matches.map((m) => `${m.host_team_id}-${m.guest_team_id}`));
    expect(pairs.size).toBe(20);
    // One stadium: the two matches of a tour follow each other (80 + 30 minutes apart).
    const tour1 = matches
      .filter((m) => m.tour_id === matches[0]!.tour_id)
      .map((m) => new Date(m.date_time!).toISOString())
      .sort();
    expect(tour1).toEqual(['2027-08-07T06:00:00.000Z', '2027-08-07T07:50:00.000Z']);

    const again = await call('POST', `/cabinet/tournaments/${id}/schedule`, 'admin', { ...plan, mode: 'single' }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The tournament already has matches. Confirm replacing the unplayed ones');
    const replaced = await call('POST', `/cabinet/tournaments/${id}/schedule`, 'admin', {
      ...plan,
      mode: 'single',
      replace: true,
    });
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json().data.replaced).toBe(20);
    expect(await t.db.selectFrom('matches').select('id').where('tournament_id', '=', id).execute()).toHaveLength(10);
    expect(await t.db.selectFrom('tours').select('id').where('tournament_id', '=', id).execute()).toHaveLength(5);

    // The main tournament has results: its calendar is changed by hand only.
    const played = await call('POST', `/cabinet/tournaments/${mainId}/schedule`, 'admin', { ...plan, replace: true });
    expect(played.statusCode).toBe(409);
    const few = await newTournament();
    const lonely = await call('POST', `/cabinet/tournaments/${few}/schedule`, 'admin', plan);
    expect(lonely.statusCode).toBe(422);
    expect(Object.keys(lonely.json().data.errors)).toEqual(['mode']);
  });

  it('refuses tournament days outside five years either side of this year, on the field (ADR 0165)', async () => {
    const before = await counts();
    const year = leagueYear();
    const range = `01.01.${year - 5} – 31.12.${year + 5}`;
    const [from, to] = range.split(' – ');
    const ancient = await call('POST', '/cabinet/tournaments', 'admin', body({ start_date: '0001-01-01' }), 'kk');
    expect(ancient.statusCode).toBe(422);
    expect(ancient.json().data.errors).toEqual({ start_date: [`Күн ${from} мен ${to} аралығында болуы керек`] });
    const far = await call('POST', '/cabinet/tournaments', 'admin', body({ start_date: `${year + 6}-01-01` }), 'en');
    expect(far.json().data.errors).toEqual({ start_date: [`The date must be from ${from} to ${to}`] });
    expect(await counts()).toEqual(before);

    const id = await newTournament({ active: true });
    const edit = await call(
      'POST',
      `/cabinet/tournaments/${id}/edit`,
      'admin',
      body({ start_date: `${year - 6}-12-31` }),
      'ru',
    );
    expect(edit.statusCode).toBe(422);
    expect(edit.json().data.errors).toEqual({ start_date: [`Дата должна быть с ${from} по ${to}`] });
    const [a, b] = teams2012.map((team) => team.id);
    await call('PUT', `/cabinet/tournaments/${id}/teams`, 'admin', { team_ids: [a, b] });
    const match = await call('POST', `/cabinet/tournaments/${id}/matches`, 'admin', {
      host_team_id: a,
      guest_team_id: b,
      date: '0001-01-01',
      time: '10:00',
      tour_number: 1,
    });
    expect(match.statusCode).toBe(422);
    expect(match.json().data.errors).toEqual({ date: [`The date must be from ${from} to ${to}`] });
    const schedule = await call('POST', `/cabinet/tournaments/${id}/schedule`, 'admin', {
      mode: 'single',
      start_date: `${year + 9}-06-01`,
      weekday: 6,
      time: '10:00',
      preview: true,
    });
    expect(schedule.statusCode).toBe(422);
    expect(Object.keys(schedule.json().data.errors)).toEqual(['start_date']);
    const finish = await call('PUT', `/cabinet/tournaments/${id}/finish`, 'admin', { end_date: '0001-01-01' });
    expect(finish.statusCode).toBe(422);
    expect(finish.json().data.errors).toEqual({ end_date: [`The date must be from ${from} to ${to}`] });
    expect(await counts()).toEqual({ ...before, tournaments: before.tournaments + 1, links: before.links + 2 });
  });

  it('finishes a tournament: read-only from then on, with a translated refusal', async () => {
    const id = await newTournament({ active: true });
    const [a, b] = teams2012.map((team) => team.id);
    await call('PUT', `/cabinet/tournaments/${id}/teams`, 'admin', { team_ids: [a, b] });
    const early = await call('PUT', `/cabinet/tournaments/${id}/finish`, 'admin', { end_date: '2027-04-01' });
    expect(early.statusCode).toBe(422);
    expect(Object.keys(early.json().data.errors)).toEqual(['end_date']);
    const finished = await call('PUT', `/cabinet/tournaments/${id}/finish`, 'admin', { end_date: '2027-07-01' });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().data).toEqual({ id, active: false, main: false, end_date: '2027-07-01' });
    const before = await counts();
    const attempts: Array<[Method, string, object]> = [
      ['POST', `/cabinet/tournaments/${id}/edit`, body()],
      ['PUT', `/cabinet/tournaments/${id}/teams`, { team_ids: [teams2012[3]!.id] }],
      ['DELETE', `/cabinet/tournaments/${id}/teams`, { ids: [a] }],
      ['PUT', `/cabinet/tournaments/${id}/activity`, { active: true }],
      ['PUT', `/cabinet/tournaments/${id}/main`, { main: true }],
      ['PUT', `/cabinet/tournaments/${id}/finish`, { end_date: '2027-08-01' }],
      [
        'POST',
        `/cabinet/tournaments/${id}/matches`,
        { host_team_id: a, guest_team_id: b, date: '2027-06-01', time: '10:00', tour_number: 1 },
      ],
      [
        'POST',
        `/cabinet/tournaments/${id}/schedule`,
        { mode: 'single', start_date: '2027-06-01', weekday: 6, time: '10:00', replace: true },
      ],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, 'admin', payload, 'ru');
      expect({ method, url, status: response.statusCode, message: response.json().message }).toEqual({
        method,
        url,
        status: 409,
        message: 'Турнир завершён: его нельзя изменять',
      });
    }
    expect(
      (await call('PUT', `/cabinet/tournaments/${id}/activity`, 'admin', { active: true }, 'en')).json().message,
    ).toBe('The tournament is finished: it cannot be changed');
    expect(await counts()).toEqual(before);
    const detail = (await call('GET', `/cabinet/tournaments/${id}`, 'admin')).json();
    expect(detail.data.tournament).toMatchObject({ finished: true, takes_applications: false, end_date: '2027-07-01' });
    expect((await call('GET', `/cabinet/tournaments/${id}/teams`, 'admin')).json().data.candidates).toEqual([]);
  });

  it('switches activity and sets the manual order', async () => {
    const id = await newTournament();
    const on = await call('PUT', `/cabinet/tournaments/${id}/activity`, 'admin', { active: true });
    expect(on.json().data).toMatchObject({ id, active: true });
    expect(
      (await t.db.selectFrom('tournaments').select('active').where('id', '=', id).executeTakeFirstOrThrow()).active,
    ).toBe(true);
    const order = await call('PUT', '/cabinet/tournaments', 'admin', { ids: [id, mainId] });
    expect(order.statusCode).toBe(200);
    const sorts = await t.db.selectFrom('tournaments').select(['id', 'sort']).where('id', 'in', [id, mainId]).execute();
    expect(Object.fromEntries(sorts.map((r) => [r.id, r.sort]))).toEqual({ [id]: 1, [mainId]: 2 });
    expect((await call('PUT', '/cabinet/tournaments', 'admin', { ids: [999999] })).statusCode).toBe(422);
  });
});

it('a cabinet write drops the micro-cached public answers of the process', () => {
  const cache = new MicroCache(60_000, 10);
  cache.set('en|/api/v1/tournaments/1', '{"a":1}', 'application/json');
  expect(cache.get('en|/api/v1/tournaments/1')?.payload.toString()).toBe('{"a":1}');
  invalidatePublic();
  expect(cache.get('en|/api/v1/tournaments/1')).toBeUndefined();
  cache.set('en|/api/v1/tournaments/1', '{"a":2}', 'application/json');
  expect(cache.get('en|/api/v1/tournaments/1')?.payload.toString()).toBe('{"a":2}');
});
