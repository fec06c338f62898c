// Appointments of match officials (ADR 0213): the league offers a role (the official is notified,
// by e-mail too); the public page names the official only once they accept; a decline (with its
// reason) and an unanswered offer show on the league's list of matches needing officials; a day
// marked unavailable and an overlapping match refuse the offer on `referee_id`; an offered
// referee does not reach the protocol before accepting; who may call what; and on PostgreSQL
// over two API instances, an official answering twice at once: one answer, one 409, no 5xx.
import { MyAppointmentsResponse, NeededMatchesResponse } from '@league/shared/contracts';
import { sql } from 'kysely';
import { assert } from 'superstruct';
import { fireTogether, tally } from '../../concurrency-helpers';
import { dbTargets, DEMO_NOW, login, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { demoRefereeId } from '../../support/matches';

describe.each(dbTargets)('appointments on %s', (target) => {
  const tokens: Record<string, string> = {};
  let refereeId: number;
  let otherReferee: number;
  let tournamentId: number;
  let teams: number[];
  let hour = 0;

  const call = (
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    payload?: object,
    language: 'kk' | 'ru' | 'en' = 'en',
  ) => request(t.app, { method, url: `/api/v1${url}`, token, payload, language });

  /** A scheduled match a few days ahead, each at its own hour (no clash with another test's). */
  async function newMatch(at?: Date): Promise<{ id: number; day: string }> {
    hour += 3;
    const when = at ?? new Date(DEMO_NOW.getTime() + (3 * 24 + hour) * 3600_000);
    const row = await t.db
      .insertInto('matches')
      .values({
        tournament_id: tournamentId,
        host_team_id: teams[0],
        guest_team_id: teams[1],
        date_time: when.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(when);
    return { id: row.id, day };
  }

  const t = suiteApp({ target, seed: 'demo', replicas: target === 'postgres' ? 1 : 0 }, 240_000);
  beforeAll(async () => {
    for (const who of ['admin', 'referee', 'team']) tokens[who] = await login(t.app, `${who}@league.test`);
    refereeId = await demoRefereeId(t.db);
    otherReferee = (
      await t.db
        .selectFrom('referees')
        .select('id')
        .where('id', '!=', refereeId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const main = await t.db.selectFrom('tournaments').select('id').where('main', '=', true).executeTakeFirstOrThrow();
    tournamentId = main.id;
    const rows = await t.db
      .selectFrom('player_applications')
      .select('team_id')
      .where('tournament_id', '=', main.id)
      .groupBy('team_id')
      .orderBy('team_id')
      .limit(2)
      .execute();
    teams = rows.map((r) => r.team_id);
  }, 240_000);

  it('lets each role call exactly what it may', async () => {
    const { id } = await newMatch();
    expect((await call('GET', '/cabinet/appointments', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/cabinet/appointments', tokens.referee)).statusCode).toBe(200);
    for (const who of ['admin', 'team'])
      expect((await call('GET', '/cabinet/appointments', tokens[who])).statusCode).toBe(403);
    expect((await call('GET', '/cabinet/appointments/needed', tokens.admin)).statusCode).toBe(200);
    expect((await call('GET', '/cabinet/appointments/needed', tokens.referee)).statusCode).toBe(403);
    const offer = { role: 'main_referee', referee_id: refereeId };
    for (const who of ['referee', 'team'])
      expect((await call('POST', `/cabinet/matches/${id}/offers`, tokens[who], offer)).statusCode).toBe(403);
  });

  it('offer → notified (e-mailed) → not on the crew until accepted → accepted: named on the public page', async () => {
    const { id } = await newMatch();
    const offered = await call('POST', `/cabinet/matches/${id}/offers`, tokens.admin, {
      role: 'main_referee',
      referee_id: refereeId,
    });
    expect(offered.statusCode).toBe(200);
    expect(offered.json().data.crew).toEqual([
      expect.objectContaining({ role: 'main_referee', referee_id: refereeId, status: 'offered' }),
    ]);
    const note = await t.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select(['n.kind', 'n.email_state', 'n.payload'])
      .where('u.email', '=', 'referee@league.test')
      .where('n.kind', '=', 'appointment_offered')
      .orderBy('n.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({ email_state: 'due' });
    const mine = (await call('GET', '/cabinet/appointments', tokens.referee, undefined, 'ru')).json();
    assert(mine, MyAppointmentsResponse);
    expect(mine.data.offers.find((o) => o.match.id === id)).toMatchObject({ role: 'main_referee', status: 'offered' });
    // Not yet on the crew: the protocol is out of reach, the public page names nobody.
    expect((await call('GET', `/cabinet/matches/${id}/protocol`, tokens.referee)).statusCode).toBe(404);
    expect((await call('GET', `/matches/${id}`)).json().data.referees).toEqual([]);
    const accepted = await call('POST', '/cabinet/appointments/answer', tokens.referee, {
      match_id: id,
      role: 'main_referee',
      decision: 'accept',
    });
    expect(accepted.statusCode).toBe(200);
    expect((await call('GET', `/matches/${id}`)).json().data.referees).toEqual([
      expect.objectContaining({ role: 'main_referee', referee: expect.objectContaining({ id: refereeId }) }),
    ]);
    expect((await call('GET', `/cabinet/matches/${id}/protocol`, tokens.referee)).statusCode).toBe(200);
    const again = await call('POST', '/cabinet/appointments/answer', tokens.referee, {
      match_id: id,
      role: 'main_referee',
      decision: 'decline',
      reason: 'Ill',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.current.offers.find((o: { match: { id: number } }) => o.match.id === id).status).toBe(
      'accepted',
    );
  });

  it('a decline needs its reason and lists the match as needing officials, as does an unanswered offer', async () => {
    const declined = await newMatch();
    const waiting = await newMatch();
    await call('POST', `/cabinet/matches/${declined.id}/offers`, tokens.admin, {
      role: 'main_referee',
      referee_id: refereeId,
    });
    await call('POST', `/cabinet/matches/${waiting.id}/offers`, tokens.admin, {
      role: 'main_referee',
      referee_id: otherReferee,
    });
    const bare = await call(
      'POST',
      '/cabinet/appointments/answer',
      tokens.referee,
      { match_id: declined.id, role: 'main_referee', decision: 'decline' },
      'kk',
    );
    expect(bare.statusCode).toBe(422);
    expect(bare.json().data.errors.reason).toEqual(['Бұл өрісті толтыру міндетті']);
    const no = await call('POST', '/cabinet/appointments/answer', tokens.referee, {
      match_id: declined.id,
      role: 'main_referee',
      decision: 'decline',
      reason: 'Family wedding',
    });
    expect(no.statusCode).toBe(200);
    const needed = (await call('GET', '/cabinet/appointments/needed', tokens.admin)).json();
    assert(needed, NeededMatchesResponse);
    const of = (id: number) => needed.data.find((n) => n.match.id === id)?.roles;
    expect(of(declined.id)).toEqual([
      expect.objectContaining({ role: 'main_referee', status: 'declined', decline_reason: 'Family wedding' }),
    ]);
    expect(of(waiting.id)).toEqual([expect.objectContaining({ role: 'main_referee', status: 'offered' })]);
    // A declined official is free again: the league offers the role to them once more.
    expect(
      (
        await call('POST', `/cabinet/matches/${declined.id}/offers`, tokens.admin, {
          role: 'main_referee',
          referee_id: refereeId,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('an unavailable day and an overlapping match refuse the offer, the reason on referee_id', async () => {
    const match = await newMatch();
    const marked = await call('POST', '/cabinet/appointments/unavailable', tokens.referee, { day: match.day });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.unavailable).toContain(match.day);
    const refused = await call(
      'POST',
      `/cabinet/matches/${match.id}/offers`,
      tokens.admin,
      { role: 'first_assistant', referee_id: refereeId },
      'ru',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errors.referee_id).toEqual(['Судья отметил, что в этот день не может работать']);
    expect(
      (await call('POST', '/cabinet/appointments/available', tokens.referee, { day: match.day })).json().data
        .unavailable,
    ).not.toContain(match.day);
    const past = await call('POST', '/cabinet/appointments/unavailable', tokens.referee, { day: '2020-01-01' });
    expect(past.statusCode).toBe(422);
    // On another match at the same hour: busy.
    const start = await t.db
      .selectFrom('matches')
      .select('date_time')
      .where('id', '=', match.id)
      .executeTakeFirstOrThrow();
    const same = await newMatch(new Date(start.date_time as unknown as string));
    expect(
      (
        await call('POST', `/cabinet/matches/${match.id}/offers`, tokens.admin, {
          role: 'main_referee',
          referee_id: otherReferee,
        })
      ).statusCode,
    ).toBe(200);
    const busy = await call('POST', `/cabinet/matches/${same.id}/offers`, tokens.admin, {
      role: 'main_referee',
      referee_id: otherReferee,
    });
    expect(busy.statusCode).toBe(422);
    // The schedule's own clash rule and its words.
    expect(busy.json().data.errors.referee_id).toEqual(['The referee is on another match at that time']);
  });

  it('an official answering one offer twice at the same instant: one answer, one 409 with the current state, no 5xx', async () => {
    for (let round = 0; round < 3; round++) {
      const { id } = await newMatch();
      await call('POST', `/cabinet/matches/${id}/offers`, tokens.admin, {
        role: 'main_referee',
        referee_id: refereeId,
      });
      const answers = await fireTogether(t.apps, [
        {
          method: 'POST',
          url: '/cabinet/appointments/answer',
          token: tokens.referee,
          payload: { match_id: id, role: 'main_referee', decision: 'accept' },
        },
        {
          method: 'POST',
          url: '/cabinet/appointments/answer',
          token: tokens.referee,
          payload: { match_id: id, role: 'main_referee', decision: 'decline', reason: 'Away' },
        },
      ]);
      expect(tally(answers)).toMatchObject({ ok: 1, conflict: 1, serverError: 0 });
      const refused = answers.find((a) => a.statusCode === 409)!;
      expect(refused.json().data.current.offers.find((o: { match: { id: number } }) => o.match.id === id)).toBeTruthy();
      const rows = await t.db
        .selectFrom('match_referees')
        .select(sql<number>`count(*)`.as('n'))
        .where('match_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(rows.n)).toBe(1);
    }
  });
});
