// The match clock (ADR 0172): kept on the match, so every device and the public page read the same
// minute. Start, pause, resume and the next period; the minute past the period's end is added time;
// a stale version or a step the clock's state does not allow is a 409 with the current clock; the
// clock runs only while the match is live and stops when it finishes. Two devices pressing at once
// (on PostgreSQL over two API instances): one wins, the other gets 409 with the winner's clock.
import { clockLabel, clockMinute } from '@league/shared/contracts';
import { fireTogether, tally } from '../../concurrency-helpers';
import { dbTargets, DEMO_NOW, login, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { crewDemoReferee } from '../../support/matches';

describe.each(dbTargets)('the match clock on %s', (target) => {
  let now = DEMO_NOW.getTime();
  const t = suiteApp(
    { target, seed: 'demo', replicas: target === 'postgres' ? 1 : 0, clock: () => new Date(now) },
    240_000,
  );
  let referee: string;
  let admin: string;
  const minutes = (m: number) => {
    now += m * 60_000;
  };

  const call = (method: 'GET' | 'PATCH', url: string, token: string, payload?: object) =>
    request(t.app, { method, url: `/api/v1${url}`, token, payload, language: 'en' });
  const press = (id: number, version: number, action: string, token = referee) =>
    call('PATCH', `/cabinet/matches/${id}/clock`, token, { version, action });

  /** A match of the main tournament today, the demo referee on its crew; live unless `scheduled`. */
  async function newMatch(live = true): Promise<number> {
    const main = await t.db.selectFrom('tournaments').select(['id']).where('main', '=', true).executeTakeFirstOrThrow();
    const teams = await t.db.selectFrom('teams').select('id').orderBy('id').limit(2).execute();
    const row = await t.db
      .insertInto('matches')
      .values({
        tournament_id: main.id,
        host_team_id: teams[0].id,
        guest_team_id: teams[1].id,
        date_time: new Date(now).toISOString(),
        status: live ? 'live' : 'scheduled',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await crewDemoReferee(t.db, row.id);
    return row.id;
  }

  beforeAll(async () => {
    referee = await login(t.app, 'referee@league.test');
    admin = await login(t.app, 'admin@league.test');
  }, 240_000);

  it('runs two halves of the rules’ length, with added time past a half’s end, and the protocol and the public page read it', async () => {
    const id = await newMatch();
    const main = await t.db
      .selectFrom('matches as m')
      .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
      .select('t.match_length_minutes')
      .where('m.id', '=', id)
      .executeTakeFirstOrThrow();
    const half = main.match_length_minutes / 2;
    const before = (await call('GET', `/cabinet/matches/${id}/protocol`, referee)).json().data.clock;
    expect(before).toEqual({ version: 1, clock: null, periods: 2, period_minutes: half });

    const started = await press(id, 1, 'start');
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toEqual({
      version: 2,
      periods: 2,
      period_minutes: half,
      clock: {
        period: 1,
        periods: 2,
        period_minutes: half,
        started_at: new Date(now).toISOString(),
        elapsed_seconds: 0,
        running: true,
      },
    });
    minutes(10);
    const paused = (await press(id, 2, 'pause')).json().data;
    expect(paused.clock).toMatchObject({ period: 1, running: false, started_at: null, elapsed_seconds: 600 });
    minutes(5); // a stoppage: the clock does not run
    expect(clockLabel(paused.clock, now)).toBe('11');
    const resumed = (await press(id, 3, 'start')).json().data;
    minutes(half - 10 + 2);
    // Past the half's end the minute stays at its end and the rest is added time.
    expect(clockMinute(resumed.clock, now)).toEqual({ minute: half, additional_minute: 3 });

    // Another device reads the same clock; so does the public match page.
    expect((await call('GET', `/cabinet/matches/${id}/clock`, admin)).json().data).toEqual(resumed);
    const detail = (await request(t.app, { method: 'GET', url: `/api/v1/matches/${id}`, language: 'en' })).json().data;
    expect(detail.clock).toEqual(resumed.clock);
    expect(clockLabel(detail.clock, now)).toBe(`${half}+3`);

    const second = (await press(id, 4, 'end_period')).json().data;
    expect(second.clock).toMatchObject({ period: 2, running: false, elapsed_seconds: 0, started_at: null });
    // The second half counts on from the first.
    expect(clockMinute(second.clock, now)).toEqual({ minute: half + 1, additional_minute: null });
    // Two halves: there is no third.
    await press(id, 5, 'start');
    const third = await press(id, 6, 'end_period');
    expect(third.statusCode).toBe(409);
    expect(third.json().data.current.clock).toMatchObject({ period: 2, running: true });

    // Finishing the match stops the clock where it was; the public page shows no clock then.
    minutes(3);
    const protocol = (await call('GET', `/cabinet/matches/${id}/protocol`, referee)).json().data;
    expect(
      (
        await call('PATCH', `/cabinet/matches/${id}/protocol`, referee, {
          version: protocol.version,
          transition: 'finish',
        })
      ).statusCode,
    ).toBe(200);
    const finished = (await call('GET', `/cabinet/matches/${id}/protocol`, referee)).json().data.clock;
    expect(finished.clock).toMatchObject({ period: 2, running: false, elapsed_seconds: 180 });
    expect(
      (await request(t.app, { method: 'GET', url: `/api/v1/matches/${id}`, language: 'en' })).json().data.clock,
    ).toBeNull();
  });

  it('refuses a stale version, a step the state does not allow and a match that is not live, with the current clock', async () => {
    const id = await newMatch();
    expect((await press(id, 1, 'start')).statusCode).toBe(200);
    const stale = await press(id, 1, 'pause');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Someone else');
    expect(stale.json().data.current).toMatchObject({ version: 2, clock: { running: true } });
    const twice = await press(id, 2, 'start');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data.current).toMatchObject({ version: 2, clock: { running: true } });
    // Nothing changed by the refusals.
    expect(
      (await t.db.selectFrom('matches').select('clock_version').where('id', '=', id).executeTakeFirstOrThrow())
        .clock_version,
    ).toBe(2);

    const scheduled = await newMatch(false);
    const early = await press(scheduled, 1, 'start');
    expect(early.statusCode).toBe(409);
    expect(early.json().data.current).toMatchObject({ version: 1, clock: null });
    const invalid = await call('PATCH', `/cabinet/matches/${id}/clock`, referee, { version: 2, action: 'rewind' });
    expect(invalid.statusCode).toBe(422);
  });

  it('lets only the roles that may write the protocol press the clock', async () => {
    const id = await newMatch();
    const team = await login(t.app, 'team@league.test');
    expect((await press(id, 1, 'start', team)).statusCode).toBe(403);
    expect((await press(id, 1, 'start', admin)).statusCode).toBe(200);
    // Reading it is the protocol's scope: a club admin of neither team finds nothing.
    expect((await call('GET', `/cabinet/matches/${id}/clock`, team)).statusCode).toBe(404);
  });

  it('two devices press at the same moment: one wins, the other gets 409 with the winner’s clock', async () => {
    for (const action of ['start', 'pause'] as const) {
      const id = await newMatch();
      let version = 1;
      if (action === 'pause') version = (await press(id, 1, 'start')).json().data.version;
      const writers = [referee, admin].map((token) => ({
        method: 'PATCH' as const,
        url: `/cabinet/matches/${id}/clock`,
        token,
        payload: { version, action },
      }));
      const answers = await fireTogether(t.apps, writers);
      expect(tally(answers)).toEqual({ ok: 1, conflict: 1, serverError: 0, other: {} });
      const won = answers.find((a) => a.statusCode === 200)!.json().data;
      const lost = answers.find((a) => a.statusCode === 409)!.json().data.current;
      expect(lost).toEqual(won);
      const row = await t.db
        .selectFrom('matches')
        .select(['clock_version', 'clock_started_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.clock_version).toBe(version + 1);
      expect(row.clock_started_at !== null).toBe(action === 'start');
    }
  });
});
