// Fixtures that move (ADR 0177): super_admin postpones a match (a new kick-off or the date to be
// set), cancels it with a reason in kk/ru/en (and a technical result when the league decides one)
// or reinstates it; the public match page, calendar and iCal feed show it; a started match does
// not move; finishing a tournament with unplayed matches asks first and a finished tournament is
// past. On PostgreSQL, a postponement racing the protocol's start: one wins, the other is a 409.
import { FixtureMoveResponse, MatchDetailResponse } from '@league/shared/contracts';
import { assert } from 'superstruct';
import { fireTogether, refusalsWithoutState, tally } from '../../concurrency-helpers';
import { dbTargets } from '../../helpers';
import { boys2012Tournament, demoCabinetSuite, latestSeasonId, roleCall, type Who } from '../../support/demo-cabinet';

/** The VEVENT of a match in a feed, unfolded, as property name → line. */
function eventOf(text: string, matchId: number): Map<string, string> {
  const block = text
    .replace(/\r\n /g, '')
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .find((b) => b.includes(`UID:match-${matchId}@`));
  if (!block) throw new Error(`no event of match ${matchId}`);
  return new Map(
    block
      .split('\r\n')
      .filter(Boolean)
      .map((line) => [line.split(/[;:]/)[0], line]),
  );
}

describe.each(dbTargets)('fixtures that move on %s', (target) => {
  const { t, tokens } = demoCabinetSuite(
    target,
    { replicas: target === 'postgres' ? 1 : 0, config: { publicUrl: 'https://league.test' } },
    300_000,
  );
  let tournamentId: number;
  let hostId: number;
  let guestId: number;
  let day = 0;

  beforeAll(async () => {
    const main = await t.db.selectFrom('tournaments').select('id').where('main', '=', true).executeTakeFirstOrThrow();
    tournamentId = main.id;
    const match = await t.db
      .selectFrom('matches')
      .select(['host_team_id', 'guest_team_id'])
      .where('tournament_id', '=', tournamentId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    hostId = match.host_team_id;
    guestId = match.guest_team_id;
  }, 300_000);

  const call = roleCall(() => ({ t, tokens }));
  const move = (id: number, payload: object, who: Who = 'admin', language: 'kk' | 'ru' | 'en' = 'en') =>
    call('PUT', `/cabinet/matches/${id}/fixture`, who, payload, language);

  /** A new scheduled match of the main tournament, a day later than the last one made. */
  async function newMatch(): Promise<{ id: number; kickOff: string }> {
    day += 1;
    const kickOff = new Date(Date.UTC(2026, 5, day, 10, 0)).toISOString();
    const row = await t.db
      .insertInto('matches')
      .values({ tournament_id: tournamentId, host_team_id: hostId, guest_team_id: guestId, date_time: kickOff })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, kickOff };
  }

  /** A new active tournament starting in 2030. */
  async function newTournament(): Promise<number> {
    const created = await call(
      'POST',
      '/cabinet/tournaments',
      'admin',
      boys2012Tournament(
        await latestSeasonId(t.db),
        { title_kk: 'Аяқталатын кубок', title_en: 'Cup to finish' },
        { start_date: '2030-05-01', active: true },
      ),
    );
    expect(created.statusCode).toBe(201);
    return created.json().data.id as number;
  }

  it('lets only super_admin move a fixture (the matrix)', async () => {
    const { id } = await newMatch();
    expect((await move(id, { action: 'postpone' }, 'admin')).statusCode).toBe(200);
    for (const who of ['team', 'referee', 'provider', 'media'] as const)
      expect({ who, status: (await move(id, { action: 'reinstate' }, who)).statusCode }).toEqual({ who, status: 403 });
    expect((await call('PUT', `/cabinet/matches/${id}/fixture`, null, { action: 'reinstate' })).statusCode).toBe(401);
    expect((await move(999_999, { action: 'reinstate' })).statusCode).toBe(404);
    expect(
      (await t.db.selectFrom('matches').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('postponed');
  });

  it('postpones to a new kick-off, then to a date to be set; the match page shows it and the protocol waits for a date', async () => {
    const { id, kickOff } = await newMatch();
    const moved = await move(id, { action: 'postpone', date: '2026-07-04', time: '16:30' });
    expect(moved.statusCode).toBe(200);
    assert(moved.json(), FixtureMoveResponse);
    expect(moved.json().data).toMatchObject({
      status: 'postponed',
      date_time: '2026-07-04T11:30:00.000Z',
      postponed_from: kickOff,
      fixture_revision: 1,
    });
    // Only one of date and time: an error on the missing one.
    const half = await move(id, { action: 'postpone', date: '2026-07-05' });
    expect(half.statusCode).toBe(422);
    expect(Object.keys(half.json().data.errors)).toEqual(['time']);

    const tbd = await move(id, { action: 'postpone' });
    expect(tbd.json().data).toMatchObject({
      status: 'postponed',
      date_time: null,
      postponed_from: kickOff,
      fixture_revision: 2,
    });
    const detail = (await call('GET', `/matches/${id}`, null)).json();
    assert(detail, MatchDetailResponse);
    expect(detail.data).toMatchObject({
      status: 'postponed',
      date_time: null,
      postponed_from: kickOff,
      cancellation_reason: null,
    });

    // The public calendar keeps it on the day it was to be played, without a kick-off.
    const calendar = (await call('GET', `/calendar/matches?tournament_id=${tournamentId}`, null)).json().data;
    const onDay = calendar.all
      .flatMap((tour: { days: Array<{ date: string; matches: Array<{ id: number }> }> }) => tour.days)
      .find((d: { matches: Array<{ id: number }> }) => d.matches.some((m) => m.id === id));
    expect(onDay.date).toBe(kickOff.slice(0, 10));
    expect(onDay.matches.find((m: { id: number }) => m.id === id)).toMatchObject({
      status: 'postponed',
      date_time: null,
      postponed_from: kickOff,
    });
    // The referee cannot start a match whose date is to be set.
    const protocol = (await call('GET', `/cabinet/matches/${id}/protocol`, 'admin')).json().data;
    const start = await call('PATCH', `/cabinet/matches/${id}/protocol`, 'admin', {
      version: protocol.version,
      transition: 'start',
    });
    expect(start.statusCode).toBe(409);
  });

  it('cancels with a reason (required, on its field, shown in the reader language or another) and a technical result; reinstates', async () => {
    const { id } = await newMatch();
    const bare = await move(id, { action: 'cancel', reason_ru: '  ' }, 'admin', 'ru');
    expect(bare.statusCode).toBe(422);
    expect(bare.json().data.errors).toEqual({ reason_ru: ['Это поле обязательно для заполнения'] });

    const cancelled = await move(id, {
      action: 'cancel',
      reason_kk: 'Алаң суға толды',
      reason_ru: 'Поле затоплено',
      technical_result: 'host_win',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      technical_result: 'host_win',
      cancellation_reason: { kk: 'Алаң суға толды', ru: 'Поле затоплено', en: null },
    });
    expect((await call('GET', `/matches/${id}`, null, undefined, 'ru')).json().data).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Поле затоплено',
      technical: true,
    });
    const listed = (await call('GET', `/cabinet/tournaments/${tournamentId}/matches`, 'admin', undefined, 'ru'))
      .json()
      .data.matches.find((m: { id: number }) => m.id === id);
    expect(listed).toMatchObject({ status: 'cancelled', cancellation_reason: 'Поле затоплено', played: true });
    // No English text: the Kazakh one.
    expect((await call('GET', `/matches/${id}`, null, undefined, 'en')).json().data.cancellation_reason).toBe(
      'Алаң суға толды',
    );

    const reinstated = await move(id, { action: 'reinstate' });
    expect(reinstated.json().data).toMatchObject({
      status: 'scheduled',
      technical_result: null,
      cancellation_reason: { kk: null, ru: null, en: null },
      fixture_revision: 2,
    });
    // A scheduled match is not reinstated again.
    const again = await move(id, { action: 'reinstate' });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.current).toMatchObject({ id, status: 'scheduled' });
  });

  it('refuses to move a match that has started, with its current state', async () => {
    const { id } = await newMatch();
    const protocol = (await call('GET', `/cabinet/matches/${id}/protocol`, 'admin')).json().data;
    expect(
      (
        await call('PATCH', `/cabinet/matches/${id}/protocol`, 'admin', {
          version: protocol.version,
          transition: 'start',
        })
      ).statusCode,
    ).toBe(200);
    for (const payload of [{ action: 'postpone' }, { action: 'cancel', reason_en: 'Rain' }, { action: 'reinstate' }]) {
      const refused = await move(id, payload);
      expect({ payload, status: refused.statusCode, current: refused.json().data.current?.status }).toEqual({
        payload,
        status: 409,
        current: 'live',
      });
    }
  });

  it('the match form answers the same referee in two roles on the referee field, in the request language', async () => {
    const referee = (await t.db.selectFrom('referees').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const refused = await call(
      'POST',
      `/cabinet/tournaments/${tournamentId}/matches`,
      'admin',
      {
        host_team_id: hostId,
        guest_team_id: guestId,
        date: '2026-09-01',
        time: '10:00',
        tour_number: 1,
        referees: { main_referee: referee, first_assistant: referee },
      },
      'ru',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errors).toEqual({
      'referees.first_assistant': ['Один судья не может занимать две роли в бригаде'],
    });
  });

  it('the iCal feed says CANCELLED and raises SEQUENCE with each move, even in the same minute', async () => {
    const { id } = await newMatch();
    const feed = async () => eventOf((await call('GET', `/ical/tournaments/${tournamentId}`, null)).body, id);
    const sequence = (event: Map<string, string>) => Number(event.get('SEQUENCE')!.split(':')[1]);
    const before = await feed();
    expect(before.get('STATUS')).toBe('STATUS:CONFIRMED');
    await move(id, { action: 'postpone' });
    const postponed = await feed();
    // Still in the feed at its former kick-off, tentative, saying the date is to be set.
    expect(postponed.get('STATUS')).toBe('STATUS:TENTATIVE');
    expect(postponed.get('DTSTART')).toBe(before.get('DTSTART'));
    expect(postponed.get('SUMMARY')).toContain('Postponed: new date to be set');
    await move(id, { action: 'cancel', reason_en: 'Waterlogged pitch' });
    const cancelled = await feed();
    expect(cancelled.get('STATUS')).toBe('STATUS:CANCELLED');
    expect(cancelled.get('SUMMARY')).toContain('Cancelled: Waterlogged pitch');
    expect(sequence(postponed)).toBeGreaterThan(sequence(before));
    expect(sequence(cancelled)).toBeGreaterThan(sequence(postponed));
  });

  it('finishing a tournament with unplayed matches asks first and says how many; finished, it is past', async () => {
    const id = await newTournament();
    const rows = Array.from({ length: 3 }, (_, i) => ({
      tournament_id: id,
      host_team_id: hostId,
      guest_team_id: guestId,
      date_time: new Date(Date.UTC(2030, 5, i + 1, 10)).toISOString(),
    }));
    const ids = (await t.db.insertInto('matches').values(rows).returning('id').execute()).map((r) => r.id);
    // A cancelled match is not unplayed.
    await t.db.updateTable('matches').set({ status: 'cancelled' }).where('id', '=', ids[0]).execute();

    const early = await call('PUT', `/cabinet/tournaments/${id}/finish`, 'admin', { end_date: '2030-04-01' });
    expect(early.statusCode).toBe(422);
    expect(Object.keys(early.json().data.errors)).toEqual(['end_date']);
    const asked = await call('PUT', `/cabinet/tournaments/${id}/finish`, 'admin', { end_date: '2030-07-01' }, 'ru');
    expect(asked.statusCode).toBe(409);
    expect(asked.json().data).toMatchObject({ unplayed: 2, current: { id, end_date: null } });
    expect(asked.json().message).toBe('Не сыграно матчей: 2. Всё равно завершить?');
    expect(
      (await call('PUT', `/cabinet/tournaments/${id}/finish`, 'admin', { end_date: '2030-07-01' })).json().message,
    ).toBe('2 matches are not played. Finish anyway?');
    expect(
      (await t.db.selectFrom('tournaments').select('end_date').where('id', '=', id).executeTakeFirstOrThrow()).end_date,
    ).toBeNull();

    const finished = await call('PUT', `/cabinet/tournaments/${id}/finish`, 'admin', {
      end_date: '2030-07-01',
      confirm: true,
    });
    expect(finished.statusCode).toBe(200);
    // Its end date is in the future, yet it is finished: past, not upcoming.
    const list = (await call('GET', '/tournaments-list', null)).json().data;
    expect(list.past.map((item: { id: number }) => item.id)).toContain(id);
    expect([...list.upcoming, ...list.current].map((item: { id: number }) => item.id)).not.toContain(id);
    // A finished tournament's matches do not move.
    expect((await move(ids[1], { action: 'postpone' })).statusCode).toBe(409);
  });

  it('a cancellation racing the finish of its tournament: either the match is cancelled before, or it is refused after', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await newTournament();
      const match = await t.db
        .insertInto('matches')
        .values({
          tournament_id: id,
          host_team_id: hostId,
          guest_team_id: guestId,
          date_time: '2030-06-01T05:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const answers = await fireTogether(t.apps, [
        {
          method: 'PUT',
          url: `/cabinet/matches/${match.id}/fixture`,
          token: tokens.admin,
          payload: { action: 'cancel', reason_en: 'Rain' },
        },
        {
          method: 'PUT',
          url: `/cabinet/tournaments/${id}/finish`,
          token: tokens.admin,
          payload: { end_date: '2030-07-01', confirm: true },
        },
      ]);
      expect(answers[1].statusCode).toBe(200);
      expect([200, 409]).toContain(answers[0].statusCode);
      expect(refusalsWithoutState(answers)).toBe(0);
      const status = (
        await t.db.selectFrom('matches').select('status').where('id', '=', match.id).executeTakeFirstOrThrow()
      ).status;
      expect(status).toBe(answers[0].statusCode === 200 ? 'cancelled' : 'scheduled');
    }
  });

  it('a postponement racing the protocol start: exactly one wins, the other is a 409 with the current state', async () => {
    for (let round = 0; round < 4; round++) {
      const { id } = await newMatch();
      const protocol = (await call('GET', `/cabinet/matches/${id}/protocol`, 'admin')).json().data;
      const answers = await fireTogether(t.apps, [
        { method: 'PUT', url: `/cabinet/matches/${id}/fixture`, token: tokens.admin, payload: { action: 'postpone' } },
        {
          method: 'PATCH',
          url: `/cabinet/matches/${id}/protocol`,
          token: tokens.admin,
          payload: { version: protocol.version, transition: 'start' },
        },
      ]);
      expect(tally(answers)).toEqual({ ok: 1, conflict: 1, serverError: 0, other: {} });
      expect(refusalsWithoutState(answers)).toBe(0);
      const status = (await t.db.selectFrom('matches').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status;
      expect(status).toBe(answers[0].statusCode === 200 ? 'postponed' : 'live');
    }
  });
});
