// The referee's protocol under parallel writers, as a crowd of devices writes it on match day:
// events posted at once (distinct idempotency keys) and by several devices in sequence, edits and
// deletes racing new events, both teams' squads and the additions saved at once, and an
// idempotency key reused with another body. On PostgreSQL the writers are spread over two API
// instances with pools of their own, as two API processes are. Each case asserts: no 5xx, every
// acknowledged write stored exactly once, every refusal a 409 carrying the current state.
import {
  countRetries,
  fireSequences,
  fireTogether,
  refusalsWithoutState,
  tally,
  type Writer,
} from '../../concurrency-helpers';
import { dbTargets, DEMO_NOW, login, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { crewDemoReferee, insertMatch, twoSquadTeams } from '../../support/matches';

interface Candidate {
  player_id: number;
  position: string | null;
}

const N = 20;

describe.each(dbTargets)('protocol writes at the same moment on %s', (target) => {
  const t = suiteApp({ target, seed: 'demo', replicas: 1 }, 240_000);
  let referee: string;
  let admin: string;
  let tournamentId: number;
  let hostId: number;
  let guestId: number;
  // The eligible players of the last match made: earlier cases' cards suspend some players.
  let host: Candidate[];
  let guest: Candidate[];
  let retries: () => number;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    request(t.app, { method, url: `/api/v1${url}`, token, payload, language: 'en' });

  /** A match of the two teams today with the demo referee on its crew; its eligible players in `host` and `guest`. */
  async function newMatch(): Promise<number> {
    const id = await insertMatch(t.db, { tournamentId, hostId, guestId }, new Date(DEMO_NOW.getTime() + 3 * 3600_000));
    await crewDemoReferee(t.db, id);
    const form = (await call('GET', `/cabinet/matches/${id}/squad/form`, referee)).json().data;
    host = form.host.candidates.filter((c: Candidate & { eligible: boolean }) => c.eligible);
    guest = form.guest.candidates.filter((c: Candidate & { eligible: boolean }) => c.eligible);
    return id;
  }

  /** A valid squad: a goalkeeper and ten more starters, three substitutes; `captain` picks the captain. */
  const squadOf = (candidates: Candidate[], captain = 1) => {
    const gk = candidates.find((c) => c.position === 'GK')!;
    const rest = candidates.filter((c) => c !== gk);
    const main = [gk, ...rest.slice(0, 10)];
    const bench = rest.slice(10, 13);
    return [
      ...main.map((c, i) => ({
        player_id: c.player_id,
        kind: 'main' as const,
        number: i + 1,
        is_captain: i === captain,
      })),
      ...bench.map((c, i) => ({
        player_id: c.player_id,
        kind: 'substitute' as const,
        number: 50 + i,
        is_captain: false,
      })),
    ];
  };
  const starters = (candidates: Candidate[]) => squadOf(candidates).filter((p) => p.kind === 'main');

  /** A live match with both squads. */
  async function liveMatch(): Promise<number> {
    const id = await newMatch();
    for (const [teamId, candidates] of [
      [hostId, host],
      [guestId, guest],
    ] as const) {
      const saved = await call('POST', `/cabinet/matches/${id}/squad`, referee, {
        team_id: teamId,
        version: 1,
        players: squadOf(candidates),
      });
      expect(saved.statusCode).toBe(200);
    }
    expect(
      (await call('PATCH', `/cabinet/matches/${id}/protocol`, referee, { version: 1, transition: 'start' })).statusCode,
    ).toBe(200);
    return id;
  }

  /** A goal by a starter of one side (alternating), at minute `minute`. */
  const goal = (i: number, minute: number) => {
    const side = i % 2 === 0 ? 'host' : 'guest';
    const pitch = starters(side === 'host' ? host : guest);
    return { kind: 'goal', team_type: side, minute, player_id: pitch[1 + (i % 10)].player_id };
  };

  const eventRows = async (matchId: number) => {
    const goals = await t.db
      .selectFrom('goals')
      .select(['id', 'minute', 'team_type'])
      .where('match_id', '=', matchId)
      .execute();
    const cards = await t.db
      .selectFrom('punishments')
      .select(['id', 'minute'])
      .where('match_id', '=', matchId)
      .execute();
    return { goals, cards };
  };

  beforeAll(async () => {
    referee = await login(t.app, 'referee@league.test');
    admin = await login(t.app, 'admin@league.test');
    ({ retries } = countRetries(t));
    ({ tournamentId, hostId, guestId } = await twoSquadTeams(t.db));
  }, 240_000);

  it(`stores ${N} events posted at once with distinct keys, each once, and the tally counts them all`, async () => {
    const matchId = await liveMatch();
    const before = await t.db
      .selectFrom('matches')
      .select('events_version')
      .where('id', '=', matchId)
      .executeTakeFirstOrThrow();
    const writers: Writer[] = Array.from({ length: N }, (_, i) => ({
      method: 'POST',
      url: `/cabinet/matches/${matchId}/events`,
      token: i % 2 === 0 ? referee : admin,
      payload: { ...goal(i, i + 1), idempotency_key: `crowd-${matchId}-${String(i).padStart(3, '0')}` },
    }));
    const retriedBefore = retries();
    const answers = await fireTogether(t.apps, writers);
    expect(tally(answers)).toEqual({ ok: N, conflict: 0, serverError: 0, other: {} });
    // The writers queue on the match row: no deadlock to retry.
    expect(retries() - retriedBefore).toBe(0);

    const { goals } = await eventRows(matchId);
    expect(goals.map((g) => g.minute).sort((a, b) => a! - b!)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    // Each key names its own stored event.
    const keys = await t.db
      .selectFrom('match_event_keys')
      .select(['idempotency_key', 'event_id'])
      .where('match_id', '=', matchId)
      .execute();
    expect(keys).toHaveLength(N);
    expect(new Set(keys.map((k) => k.event_id))).toEqual(new Set(goals.map((g) => g.id)));
    const row = await t.db
      .selectFrom('matches')
      .select(['host_goals', 'guest_goals', 'events_version'])
      .where('id', '=', matchId)
      .executeTakeFirstOrThrow();
    expect({ host: row.host_goals, guest: row.guest_goals }).toEqual({
      host: goals.filter((g) => g.team_type === 'host').length,
      guest: goals.filter((g) => g.team_type === 'guest').length,
    });
    expect(row.events_version).toBe(before.events_version + N);
  });

  it('stores every event of three devices posting ten each in sequence', async () => {
    const matchId = await liveMatch();
    const tokens = [referee, await login(t.app, 'referee@league.test'), admin];
    const sequences: Writer[][] = tokens.map((token, device) =>
      Array.from({ length: 10 }, (_, i) => ({
        method: 'POST' as const,
        url: `/cabinet/matches/${matchId}/events`,
        token,
        payload: { ...goal(device * 10 + i, device * 10 + i + 1), idempotency_key: `device-${matchId}-${device}-${i}` },
      })),
    );
    const answers = (await fireSequences(t.apps, sequences)).flat();
    expect(tally(answers)).toEqual({ ok: 30, conflict: 0, serverError: 0, other: {} });
    const { goals } = await eventRows(matchId);
    expect(goals).toHaveLength(30);
    expect(new Set(goals.map((g) => g.minute)).size).toBe(30);
  });

  it('lets edits and deletes race new events: each acknowledged one applied, each refused one a 409 with the current events', async () => {
    const matchId = await liveMatch();
    // Ten cards to edit or delete, then everyone writes at once against the version they read.
    for (let i = 0; i < 10; i++) {
      const pitch = starters(host);
      const card = await call('POST', `/cabinet/matches/${matchId}/events`, referee, {
        kind: 'punishment',
        team_type: 'host',
        minute: 60 + i,
        player_id: pitch[1 + i].player_id,
        card: 'yellow',
      });
      expect(card.statusCode).toBe(200);
    }
    const read = (await call('GET', `/cabinet/matches/${matchId}/events`, referee)).json().data;
    const cards = read.events.filter((e: { kind: string }) => e.kind === 'punishment') as Array<{
      id: number;
      minute: number;
      player: { id: number };
    }>;
    const adds: Writer[] = Array.from({ length: 10 }, (_, i) => ({
      method: 'POST',
      url: `/cabinet/matches/${matchId}/events`,
      token: referee,
      payload: { ...goal(i, i + 1), idempotency_key: `race-add-${matchId}-${i}` },
    }));
    const edits: Writer[] = cards.slice(0, 5).map((c) => ({
      method: 'PATCH',
      url: `/cabinet/matches/${matchId}/events/punishment/${c.id}`,
      token: admin,
      payload: {
        kind: 'punishment',
        team_type: 'host',
        minute: c.minute + 20,
        player_id: c.player.id,
        card: 'yellow',
        version: read.version,
      },
    }));
    const deletes: Writer[] = cards.slice(5).map((c) => ({
      method: 'DELETE',
      url: `/cabinet/matches/${matchId}/events/punishment/${c.id}?version=${read.version}`,
      token: admin,
    }));
    const writers = [...adds, ...edits, ...deletes].map((w, i, all) => all[(i * 7) % all.length]);
    const answers = await fireTogether(t.apps, writers);
    const byWriter = new Map(writers.map((w, i) => [w, answers[i]]));

    const summary = tally(answers);
    expect(summary.serverError).toBe(0);
    expect(summary.other).toEqual({});
    expect(refusalsWithoutState(answers)).toBe(0);
    // New events carry no version: every one is stored.
    expect(adds.map((w) => byWriter.get(w)!.statusCode)).toEqual(adds.map(() => 200));
    const { goals, cards: stored } = await eventRows(matchId);
    expect(goals).toHaveLength(10);
    cards.slice(0, 5).forEach((c, i) => {
      const minute = stored.find((s) => s.id === c.id)?.minute;
      expect({ id: c.id, minute }).toEqual({
        id: c.id,
        minute: byWriter.get(edits[i])!.statusCode === 200 ? c.minute + 20 : c.minute,
      });
    });
    cards.slice(5).forEach((c, i) => {
      expect({ id: c.id, present: stored.some((s) => s.id === c.id) }).toEqual({
        id: c.id,
        present: byWriter.get(deletes[i])!.statusCode !== 200,
      });
    });
    // A refused writer sees the events as they are now.
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().data.current.version).toBeGreaterThan(read.version);
  });

  it("saves both teams' squads at once: one save per side wins, every other is a 409 with that side's squad", async () => {
    const matchId = await newMatch();
    const writers: Writer[] = Array.from({ length: N }, (_, i) => {
      const side = i % 2 === 0 ? host : guest;
      return {
        method: 'POST',
        url: `/cabinet/matches/${matchId}/squad`,
        token: i % 3 === 0 ? admin : referee,
        // Every writer picks another captain: the stored squad tells whose save won.
        payload: {
          team_id: side === host ? hostId : guestId,
          version: 1,
          players: squadOf(side, 1 + Math.floor(i / 2)),
        },
      };
    });
    const answers = await fireTogether(t.apps, writers);
    expect(tally(answers)).toEqual({ ok: 2, conflict: N - 2, serverError: 0, other: {} });
    expect(refusalsWithoutState(answers)).toBe(0);
    for (const [teamId, parity] of [
      [hostId, 0],
      [guestId, 1],
    ] as const) {
      const winner = answers.findIndex((a, i) => i % 2 === parity && a.statusCode === 200);
      expect(winner).toBeGreaterThanOrEqual(0);
      const rows = await t.db
        .selectFrom('match_squads')
        .select(['player_id', 'is_captain'])
        .where('match_id', '=', matchId)
        .where('team_id', '=', teamId)
        .execute();
      const sent = (writers[winner].payload as { players: Array<{ player_id: number; is_captain: boolean }> }).players;
      expect(rows.map((r) => `${r.player_id}:${r.is_captain}`).sort()).toEqual(
        sent.map((p) => `${p.player_id}:${p.is_captain}`).sort(),
      );
      const side = teamId === hostId ? 'host' : 'guest';
      for (const [i, answer] of answers.entries()) {
        if (i % 2 !== parity || answer.statusCode !== 409) continue;
        expect(answer.json().data.current[side].version).toBe(2);
      }
    }
  });

  it('saves the additions once for a crowd holding one version; the others get a 409 with what was saved', async () => {
    const matchId = await newMatch();
    const writers: Writer[] = Array.from({ length: N }, (_, i) => ({
      method: 'POST',
      url: `/cabinet/matches/${matchId}/additions`,
      token: i % 2 ? admin : referee,
      payload: { version: 1, additions: { weather: `weather ${i}` } },
    }));
    const answers = await fireTogether(t.apps, writers);
    expect(tally(answers)).toEqual({ ok: 1, conflict: N - 1, serverError: 0, other: {} });
    expect(refusalsWithoutState(answers)).toBe(0);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    const row = await t.db
      .selectFrom('matches')
      .select(['additions', 'additions_version'])
      .where('id', '=', matchId)
      .executeTakeFirstOrThrow();
    expect((row.additions as { weather: string }).weather).toBe(`weather ${winner}`);
    expect(row.additions_version).toBe(2);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().data.current.additions.weather).toBe(`weather ${winner}`);
  });

  it('refuses an idempotency key reused with another event with a 409 and the current events; the same event stays a retry', async () => {
    const matchId = await liveMatch();
    const url = `/cabinet/matches/${matchId}/events`;
    const key = `reuse-${matchId}-key`;
    const first = await call('POST', url, referee, { ...goal(0, 10), idempotency_key: key });
    expect(first.statusCode).toBe(200);
    // The same event again (a lost answer retried, the scope spelled out): nothing new, 200.
    const retry = await call('POST', url, referee, { ...goal(0, 10), match_scope: 'regular', idempotency_key: key });
    expect(retry.statusCode).toBe(200);
    // Another event under the same key: a client bug that must not drop the event in silence.
    const other = await call('POST', url, referee, { ...goal(1, 11), idempotency_key: key });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/idempotency key/i);
    expect(other.json().data.current.events).toHaveLength(1);
    expect((await eventRows(matchId)).goals).toHaveLength(1);

    // A crowd on one key with two different bodies: one event stored, its body's senders 200, the others 409.
    const crowdKey = `reuse-${matchId}-crowd`;
    const bodies = [goal(2, 30), goal(3, 31)];
    const writers: Writer[] = Array.from({ length: 10 }, (_, i) => ({
      method: 'POST',
      url,
      token: referee,
      payload: { ...bodies[i % 2], idempotency_key: crowdKey },
    }));
    const answers = await fireTogether(t.apps, writers);
    expect(tally(answers)).toMatchObject({ serverError: 0, other: {} });
    expect(refusalsWithoutState(answers)).toBe(0);
    const { goals } = await eventRows(matchId);
    expect(goals).toHaveLength(2);
    const storedMinute = goals.find((g) => g.minute !== 10)!.minute;
    answers.forEach((answer, i) => {
      expect({ i, status: answer.statusCode }).toEqual({
        i,
        status: bodies[i % 2].minute === storedMinute ? 200 : 409,
      });
    });
  });
});
