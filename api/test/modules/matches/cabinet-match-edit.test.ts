// Changing one match of a tournament (PUT /cabinet/tournaments/{id}/matches/{match_id},
// super_admin): date and time in Asia/Almaty, stadium, tour, host and guest, the referee crew —
// with the creation's clash rules (a busy team or referee is a field error in the request's
// language, a busy stadium a warning, the match itself never clashes with its old slot), a played
// match keeping its teams, a finished tournament refusing it, and the public calendar and iCal
// feeds showing the move at once although the micro-cache is on.
import { CalendarResponse, MatchCreatedResponse, TournamentMatchesResponse } from '@league/shared/contracts';
import { assert } from 'superstruct';
import { dbTargets, request } from '../../helpers';
import {
  boys2012Tournament,
  boysTeamsBorn,
  demoCabinetSuite,
  latestSeasonId,
  type Who,
} from '../../support/demo-cabinet';

describe.each(dbTargets)('changing a match on %s', (target) => {
  const { t, tokens } = demoCabinetSuite(
    target,
    { config: { publicCacheTtlMs: 60_000, publicUrl: 'https://league.test' } },
    300_000,
  );
  let seasonId: number;
  let teams: number[];
  let referees: number[];
  let stadiums: number[];

  beforeAll(async () => {
    seasonId = await latestSeasonId(t.db);
    teams = await boysTeamsBorn(t.db, 2012);
    referees = (await t.db.selectFrom('referees').select('id').orderBy('id').execute()).map((r) => r.id);
    stadiums = (await t.db.selectFrom('stadiums').select('id').orderBy('id').execute()).map((r) => r.id);
  }, 300_000);
  // Each test plans the same teams on the same days: the matches of the previous one go.
  const made: number[] = [];
  afterEach(async () => {
    if (made.length > 0) await t.db.deleteFrom('matches').where('tournament_id', 'in', made.splice(0)).execute();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Who | null,
    payload?: object,
    language: 'kk' | 'ru' | 'en' = 'en',
  ) =>
    request(t.app, {
      method,
      url: `/api/v1${url}`,
      token: who ? tokens[who] : undefined,
      payload,
      language,
      headers: { host: 'league.test' },
    });

  /** A new tournament of the 2012 teams with four accepted teams. */
  async function tournament() {
    const created = await call(
      'POST',
      '/cabinet/tournaments',
      'admin',
      boys2012Tournament(seasonId, { title_kk: 'Ауыстыру кубогы', title_en: 'Moving Cup' }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    made.push(id);
    expect(
      (await call('PUT', `/cabinet/tournaments/${id}/teams`, 'admin', { team_ids: teams.slice(0, 4) })).statusCode,
    ).toBe(200);
    return id;
  }
  const form = (over: object = {}) => ({
    host_team_id: teams[0],
    guest_team_id: teams[1],
    stadium_id: stadiums[0],
    date: '2027-06-05',
    time: '10:00',
    tour_number: 1,
    referees: {},
    ...over,
  });
  const create = async (id: number, over: object = {}) => {
    const response = await call('POST', `/cabinet/tournaments/${id}/matches`, 'admin', form(over));
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  };
  /** The super_admin's change of a match of tournament `id` to the form with `over`, in a language (English unless said). */
  const change = (id: number, match: number, over: object = {}, language?: 'kk' | 'ru' | 'en') =>
    call('PUT', `/cabinet/tournaments/${id}/matches/${match}`, 'admin', form(over), language);
  const row = (id: number) =>
    t.db
      .selectFrom('matches')
      .select(['date_time', 'tour_id', 'host_team_id', 'guest_team_id', 'stadium_id', 'protocol_version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const crewOf = async (id: number) =>
    Object.fromEntries(
      (await t.db.selectFrom('match_referees').select(['role', 'referee_id']).where('match_id', '=', id).execute()).map(
        (c) => [c.role, c.referee_id],
      ),
    );

  it('lets only super_admin change a match; nothing is written for the others', async () => {
    const id = await tournament();
    const match = await create(id);
    const before = await row(match);
    const url = `/cabinet/tournaments/${id}/matches/${match}`;
    const moved = form({ date: '2027-06-12' });
    expect((await call('PUT', url, null, moved)).statusCode).toBe(401);
    for (const who of ['team', 'referee', 'provider', 'media'] as const) {
      expect({ who, status: (await call('PUT', url, who, moved)).statusCode }).toEqual({ who, status: 403 });
    }
    expect(await row(match)).toEqual(before);
    expect((await call('PUT', url, 'admin', moved)).statusCode).toBe(200);
    expect(new Date((await row(match)).date_time!).toISOString()).toBe('2027-06-12T05:00:00.000Z');
    // A match of another tournament, or none, is not found.
    const other = await tournament();
    expect((await call('PUT', `/cabinet/tournaments/${other}/matches/${match}`, 'admin', moved)).statusCode).toBe(404);
    expect((await call('PUT', `/cabinet/tournaments/${id}/matches/99999999`, 'admin', moved)).statusCode).toBe(404);
  });

  it('moves a match in Almaty time, changes its stadium, tour, teams and crew, and removes an emptied tour', async () => {
    const id = await tournament();
    const [r1, r2, r3] = referees;
    const match = await create(id, { referees: { main_referee: r1, first_assistant: r2 } });
    const versionBefore = (await row(match)).protocol_version;
    // The same slot again: the match never clashes with itself.
    const same = await change(id, match, { referees: { main_referee: r1, first_assistant: r2 } });
    expect(same.statusCode).toBe(200);
    assert(same.json(), MatchCreatedResponse);
    expect(same.json().data).toEqual({ id: match, warnings: [] });

    const changed = await change(id, match, {
      host_team_id: teams[2],
      guest_team_id: teams[3],
      stadium_id: stadiums[1],
      date: '2027-06-19',
      time: '18:30',
      tour_number: 3,
      referees: { main_referee: r3, delegate: r1 },
    });
    expect(changed.statusCode).toBe(200);
    const stored = await row(match);
    expect(new Date(stored.date_time!).toISOString()).toBe('2027-06-19T13:30:00.000Z');
    expect(stored).toMatchObject({ host_team_id: teams[2], guest_team_id: teams[3], stadium_id: stadiums[1] });
    // The protocol's version moved on: a protocol page opened before the change cannot save over it.
    expect(stored.protocol_version).toBeGreaterThan(versionBefore);
    expect(await crewOf(match)).toEqual({ main_referee: r3, delegate: r1 });
    const listed = (await call('GET', `/cabinet/tournaments/${id}/matches`, 'admin')).json();
    assert(listed, TournamentMatchesResponse);
    expect(listed.data.matches[0]).toMatchObject({
      id: match,
      date: '2027-06-19',
      time: '18:30',
      tour: { number: 3 },
      stadium: { id: stadiums[1] },
    });
    // Tour 1 lost its only match and went.
    expect(listed.data.tours.map((tour) => tour.number)).toEqual([3]);
  });

  it('keeps the clash rules of creation: busy team and referee refused in the request language, a busy stadium warned', async () => {
    const id = await tournament();
    const [r1, r2] = referees;
    const first = await create(id, { referees: { main_referee: r1 } });
    const second = await create(id, {
      host_team_id: teams[2],
      guest_team_id: teams[3],
      stadium_id: stadiums[1],
      date: '2027-06-06',
      referees: { main_referee: r2 },
    });
    const before = { first: await row(first), second: await row(second), crew: await crewOf(second) };

    // Moved onto the first match's slot with one of its teams (in Russian) or one of its referees
    // (in Kazakh): a field error in the request language.
    for (const [clash, language, errors] of [
      [
        { host_team_id: teams[0], referees: { main_referee: r2 } },
        'ru',
        { host_team_id: ['Команда в это время играет другой матч'] },
      ],
      [
        { host_team_id: teams[2], referees: { first_assistant: r1 } },
        'kk',
        { 'referees.first_assistant': ['Төреші осы уақытта басқа матчта'] },
      ],
    ] as const) {
      const refused = await change(
        id,
        second,
        { guest_team_id: teams[3], stadium_id: stadiums[1], time: '11:00', ...clash },
        language,
      );
      expect({ language, status: refused.statusCode, errors: refused.json().data.errors }).toEqual({
        language,
        status: 422,
        errors,
      });
    }
    const twice = await change(id, second, { host_team_id: teams[2], guest_team_id: teams[2] });
    expect(twice.json().data.errors).toEqual({ guest_team_id: ['The guest team must differ from the host team'] });
    const outsider = await change(id, second, { host_team_id: teams[2], guest_team_id: teams[4], date: '2027-07-01' });
    expect(outsider.json().data.errors).toEqual({ guest_team_id: ['The team does not play in this tournament'] });
    const badTime = await change(id, second, { host_team_id: teams[2], guest_team_id: teams[3], time: '25:00' });
    expect(badTime.statusCode).toBe(422);
    expect(Object.keys(badTime.json().data.errors)).toEqual(['time']);
    expect({ first: await row(first), second: await row(second), crew: await crewOf(second) }).toEqual(before);

    // Other teams and referees at the first match's stadium and time: saved, with a warning.
    const stadiumClash = await change(id, second, {
      host_team_id: teams[2],
      guest_team_id: teams[3],
      stadium_id: stadiums[0],
      time: '10:30',
      referees: { main_referee: r2 },
    });
    expect(stadiumClash.statusCode).toBe(200);
    expect(stadiumClash.json().data.warnings).toEqual([
      { code: 'stadium_busy', message: 'The stadium has another match at that time', match_ids: [first] },
    ]);
  });

  it('lets a played match move but keeps its teams; a finished tournament refuses any change', async () => {
    const id = await tournament();
    const match = await create(id);
    await t.db.updateTable('matches').set({ status: 'finished' }).where('id', '=', match).execute();
    const keptTeams = await change(id, match, { date: '2027-06-07' });
    expect(keptTeams.statusCode).toBe(200);
    const swapped = await change(id, match, { host_team_id: teams[2], date: '2027-06-08' }, 'ru');
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json().message).toBe('В сыгранном матче (с результатом или событиями) нельзя менять команды');
    expect(new Date((await row(match)).date_time!).toISOString()).toBe('2027-06-07T05:00:00.000Z');

    expect(
      (await call('PUT', `/cabinet/tournaments/${id}/finish`, 'admin', { end_date: '2027-08-01' })).statusCode,
    ).toBe(200);
    const refused = await change(id, match, { date: '2027-06-09' }, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The tournament is finished: it cannot be changed');
    expect(new Date((await row(match)).date_time!).toISOString()).toBe('2027-06-07T05:00:00.000Z');
  });

  it('shows the move on the public calendar and in the iCal feeds at once', async () => {
    const id = await tournament();
    const match = await create(id);
    const calendarDates = async () => {
      const answer = (await call('GET', `/calendar/matches?tournament_id=${id}`, null)).json();
      assert(answer, CalendarResponse);
      return answer.data.all.flatMap((tour) =>
        tour.days.flatMap((day) => day.matches.filter((m) => m.id === match).map((m) => m.date_time)),
      );
    };
    const dtstart = async (url: string) => {
      const body = (await call('GET', url, null)).body;
      const event = body.split('BEGIN:VEVENT\r\n').find((block) => block.includes(`UID:match-${match}@league.test`))!;
      return event.split('\r\n').find((line) => line.startsWith('DTSTART'));
    };
    // Read once so that the micro-cache holds the answers.
    expect(await calendarDates()).toEqual(['2027-06-05T05:00:00.000Z']);
    expect(await dtstart(`/ical/tournaments/${id}`)).toBe('DTSTART;TZID=Asia/Almaty:20270605T100000');
    expect(await dtstart(`/ical/teams/${teams[0]}`)).toBe('DTSTART;TZID=Asia/Almaty:20270605T100000');

    expect((await change(id, match, { date: '2027-06-26', time: '16:45' })).statusCode).toBe(200);
    expect(await calendarDates()).toEqual(['2027-06-26T11:45:00.000Z']);
    expect(await dtstart(`/ical/tournaments/${id}`)).toBe('DTSTART;TZID=Asia/Almaty:20270626T164500');
    expect(await dtstart(`/ical/teams/${teams[0]}`)).toBe('DTSTART;TZID=Asia/Almaty:20270626T164500');
  });
});
