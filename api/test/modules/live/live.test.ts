// The live match stream on a real HTTP listener: a goal inserted straight into the database (as
// any writer would) reaches an open SSE connection through the trigger's NOTIFY and the process's
// one LISTEN, as what changed (ADR 0179: the event, the score, a version one past the last); a
// change of the match row's status does too, one that moves nothing a page shows does not; the
// referee's event POST is one message with the event in the stream's language and the new score;
// a browser reconnecting with an old Last-Event-ID is told to catch up; a missing match is a 404.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LiveDelta } from '@league/shared/contracts';
import { dbTargets, DEMO_NOW, login, request as inject } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { crewDemoReferee, insertMatch } from '../../support/matches';

interface Frame {
  id?: string;
  event?: string;
  data?: string;
}

/** A `match` frame's message. */
const messageOf = (frame: Frame) => JSON.parse(frame.data!) as LiveDelta;

/**
 * An SSE client: collects parsed frames, `next(event)` waits for the next frame of that kind (of a
 * `match` frame, one whose message `wanted` takes).
 */
function openStream(url: string, headers: Record<string, string> = {}) {
  const frames: Frame[] = [];
  const waiters: Array<() => void> = [];
  let status = 0;
  let contentType = '';
  let buffer = '';
  const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
    status = response.statusCode ?? 0;
    contentType = String(response.headers['content-type'] ?? '');
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const frame: Frame = {};
        for (const line of block.split('\n')) {
          const [key, ...rest] = line.split(': ');
          if (key === 'id' || key === 'event' || key === 'data') frame[key] = rest.join(': ');
        }
        if (frame.event) frames.push(frame);
        waiters.splice(0).forEach((wake) => wake());
      }
    });
  });
  request.on('error', () => undefined);
  const next = async (
    event: string,
    after = 0,
    timeoutMs = 5000,
    wanted: (message: LiveDelta) => boolean = () => true,
  ): Promise<Frame> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = frames.slice(after).find((f) => f.event === event && (event !== 'match' || wanted(messageOf(f))));
      if (hit) return hit;
      if (Date.now() > deadline) throw new Error(`no ${event} frame within ${timeoutMs} ms: ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return { frames, next, close: () => request.destroy(), info: () => ({ status, contentType }) };
}

describe.each(dbTargets)('live match stream on %s', (target) => {
  const t = suiteApp({ target, seed: 'demo' });
  let base: string;
  let matchId: number;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
    matchId = (await t.db.selectFrom('matches').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });

  it('brings an inserted goal, an edited one and a match change to an open stream (how fast: npm run bench:live)', async () => {
    const stream = openStream(`${base}/matches/${matchId}/live`);
    const ready = await stream.next('ready');
    expect(stream.info()).toEqual({ status: 200, contentType: 'text/event-stream; charset=utf-8' });
    const { version } = JSON.parse(ready.data!) as { match_id: number; version: number };
    expect(JSON.parse(ready.data!)).toEqual({ match_id: matchId, version: expect.any(Number) });
    // Another match's stream hears nothing of this one.
    const otherId = (
      await t.db.selectFrom('matches').select('id').where('id', '!=', matchId).orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const other = openStream(`${base}/matches/${otherId}/live`);
    await other.next('ready');

    const before = stream.frames.length;
    const goal = await t.db
      .insertInto('goals')
      .values({ match_id: matchId, team_type: 'host', method: 'goal', minute: 17, match_scope: 'regular' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const frame = await stream.next('match', before);
    const added = messageOf(frame);
    expect(added).toMatchObject({
      match_id: matchId,
      version: version + 1,
      kind: 'event_added',
      event_id: `goal-${goal.id}`,
    });
    expect(added.event).toMatchObject({
      id: `goal-${goal.id}`,
      kind: 'goal',
      team_type: 'host',
      minute: 17,
      label: '17',
    });
    expect(Object.keys(added)).toEqual(expect.arrayContaining(['score', 'shootout', 'status', 'clock']));
    expect(frame.id).toMatch(new RegExp(`^[0-9a-f]{8}-${version + 1}$`));

    // The hub reads the match when it handles a notification, not when it was sent: the tally's
    // change of the match row, handled after the delete below has committed, may already tell the
    // score that the removal then tells again. So the removal is the next event frame, and every
    // message is one version past the one before it.
    const afterInsert = stream.frames.length;
    await t.db.deleteFrom('goals').where('id', '=', goal.id).execute();
    const removedFrame = await stream.next('match', afterInsert, 5000, (d) => d.kind.startsWith('event_'));
    const removed = messageOf(removedFrame);
    expect(removed).toMatchObject({ kind: 'event_removed', event_id: `goal-${goal.id}` });
    expect(removed.event).toBeUndefined();
    const versions = stream.frames.filter((f) => f.event === 'match').map((f) => messageOf(f).version);
    expect(versions).toEqual(versions.map((_, i) => version + 1 + i));

    // A change of the match that moves none of score, status and clock tells nobody; the status
    // change after it is the next frame.
    const afterDelete = stream.frames.indexOf(removedFrame) + 1;
    const { status } = await t.db
      .selectFrom('matches')
      .select('status')
      .where('id', '=', matchId)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('matches').set({ spectators: 1234 }).where('id', '=', matchId).execute();
    await t.db.updateTable('matches').set({ status: 'postponed' }).where('id', '=', matchId).execute();
    const changed = messageOf(await stream.next('match', afterDelete));
    expect(changed).toMatchObject({ version: removed.version + 1, kind: 'status', status: 'postponed' });
    expect(stream.frames.slice(afterDelete).map((f) => f.event)).toEqual(['match']);
    await t.db.updateTable('matches').set({ status }).where('id', '=', matchId).execute();
    await stream.next('match', afterDelete + 1);

    expect(other.frames.filter((f) => f.event === 'match')).toEqual([]);
    stream.close();
    other.close();
  });

  it('tells a browser reconnecting with an old Last-Event-ID to catch up, and one that missed nothing not', async () => {
    const first = openStream(`${base}/matches/${matchId}/live`);
    const ready = await first.next('ready');
    first.close();
    // Nothing happened since: a plain reconnect.
    const same = openStream(`${base}/matches/${matchId}/live`, { 'last-event-id': ready.id! });
    await same.next('ready');
    same.close();
    // An event while the page was away; another viewer's stream shows the server has heard it.
    const watcher = openStream(`${base}/matches/${matchId}/live`);
    await watcher.next('ready');
    const seen = watcher.frames.length;
    await t.db
      .insertInto('punishments')
      .values({ match_id: matchId, team_type: 'guest', card: 'yellow', minute: 30, match_scope: 'regular' })
      .execute();
    await watcher.next('match', seen);
    watcher.close();
    const back = openStream(`${base}/matches/${matchId}/live`, { 'last-event-id': ready.id! });
    const catchUp = await back.next('catch-up');
    expect(JSON.parse(catchUp.data!)).toMatchObject({ match_id: matchId });
    expect(catchUp.id).not.toBe(ready.id);
    back.close();
  });

  it("sends the referee's event POST as one message: the event in the stream's language and the new score", async () => {
    const referee = await login(t.app, 'referee@league.test');
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      inject(t.app, { method, url: `/api/v1${url}`, token: referee, payload, language: 'en' });
    // A match of two teams of the main tournament today, the demo referee on its crew, both squads saved, started.
    const main = await t.db.selectFrom('tournaments').select('id').where('main', '=', true).executeTakeFirstOrThrow();
    const [hostId, guestId] = (
      await t.db
        .selectFrom('player_applications')
        .select('team_id')
        .where('tournament_id', '=', main.id)
        .where('status', '=', 'submitted')
        .groupBy('team_id')
        .orderBy('team_id')
        .execute()
    ).map((r) => r.team_id);
    const id = await insertMatch(
      t.db,
      { tournamentId: main.id, hostId, guestId },
      new Date(DEMO_NOW.getTime() + 3 * 3600_000),
    );
    await crewDemoReferee(t.db, id);
    const form = (await call('GET', `/cabinet/matches/${id}/squad/form`)).json().data;
    let scorer = 0;
    for (const side of ['host', 'guest'] as const) {
      const eligible = (
        form[side].candidates as Array<{ player_id: number; position: string | null; eligible: boolean }>
      ).filter((c) => c.eligible);
      const gk = eligible.find((c) => c.position === 'GK')!;
      const rest = eligible.filter((c) => c !== gk);
      const players = [
        ...[gk, ...rest.slice(0, 10)].map((c, i) => ({
          player_id: c.player_id,
          kind: 'main',
          number: i + 1,
          is_captain: i === 1,
        })),
        ...rest
          .slice(10, 13)
          .map((c, i) => ({ player_id: c.player_id, kind: 'substitute', number: 50 + i, is_captain: false })),
      ];
      expect(
        (await call('POST', `/cabinet/matches/${id}/squad`, { team_id: form[side].team.id, version: 1, players }))
          .statusCode,
      ).toBe(200);
      if (side === 'host') scorer = rest[0].player_id;
    }
    expect(
      (await call('PATCH', `/cabinet/matches/${id}/protocol`, { version: 1, transition: 'start' })).statusCode,
    ).toBe(200);

    const russian = openStream(`${base}/matches/${id}/live?lang=ru`);
    const english = openStream(`${base}/matches/${id}/live`, { 'accept-language': 'en' });
    const start = JSON.parse((await russian.next('ready')).data!).version as number;
    await english.next('ready');
    const posted = await call('POST', `/cabinet/matches/${id}/events`, {
      kind: 'goal',
      team_type: 'host',
      minute: 23,
      player_id: scorer,
      method: 'goal',
    });
    expect(posted.statusCode).toBe(200);

    const [ru, en] = await Promise.all([russian.next('match'), english.next('match')]);
    const delta = messageOf(ru);
    expect(delta).toMatchObject({
      match_id: id,
      version: start + 1,
      kind: 'event_added',
      score: { host: 1, guest: 0 },
      status: 'live',
    });
    expect(delta.event).toMatchObject({
      kind: 'goal',
      team_type: 'host',
      minute: 23,
      counts_for: 'host',
      player: { id: scorer },
    });
    const other = messageOf(en);
    expect(other).toMatchObject({
      version: start + 1,
      kind: 'event_added',
      event_id: delta.event_id,
      score: { host: 1, guest: 0 },
    });
    // Each in its stream's language: the same event, the names as that language reads them.
    const names = async (language: 'ru' | 'en') =>
      (await inject(t.app, { method: 'GET', url: `/api/v1/matches/${id}/protocol`, language }))
        .json()
        .data.events.find((e: { id: string }) => e.id === delta.event_id);
    expect(delta.event).toEqual(await names('ru'));
    expect(other.event).toEqual(await names('en'));

    // One message for the POST: the match row's own change (its tally, its version) adds none —
    // the next write's message is the very next frame.
    const seen = russian.frames.length;
    await t.db
      .insertInto('punishments')
      .values({ match_id: id, team_type: 'guest', card: 'yellow', minute: 30, match_scope: 'regular' })
      .execute();
    const next = messageOf(await russian.next('match', seen));
    expect(next).toMatchObject({ version: start + 2, kind: 'event_added', score: { host: 1, guest: 0 } });
    expect(russian.frames.filter((f) => f.event === 'match')).toHaveLength(2);
    russian.close();
    english.close();
  });

  it('answers 404 for a match that does not exist, and 422 for a bad id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/matches/99999999/live' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().success).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/matches/abc/live' })).statusCode).toBe(422);
  });
});

// Each open stream holds a socket and memory for as long as the page stays open: a client
// address may hold LIVE_STREAMS_PER_ADDRESS of them on a process, the process LIVE_STREAMS_MAX;
// past either, a 429 with Retry-After, and a slot is free again once a stream closes.
describe('live stream caps (pglite)', () => {
  let base: string;
  let matchId: number;
  const open: Array<{ close(): void }> = [];

  // The streams still open end before the app closes.
  afterAll(() => {
    for (const stream of open) stream.close();
  });
  const t = suiteApp(
    { seed: 'demo', config: { liveStreamsPerAddress: 3, liveStreamsMax: 5, trustProxy: 'loopback' } },
    120_000,
  );
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
    matchId = (await t.db.selectFrom('matches').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  }, 120_000);

  /** Opens a stream as the visitor at `address`: its first frame, or the refusal. */
  function connect(address: string): Promise<{ status: number; retryAfter?: string; body?: string; close(): void }> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        `${base}/matches/${matchId}/live`,
        { headers: { accept: 'text/event-stream', 'x-forwarded-for': address, 'accept-language': 'en' } },
        (response) => {
          const close = () => request.destroy();
          response.setEncoding('utf8');
          let body = '';
          response.on('data', (chunk: string) => {
            body += chunk;
            if (response.statusCode === 200 && body.includes('\n\n')) {
              open.push({ close });
              resolve({ status: 200, close });
            }
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              retryAfter: response.headers['retry-after'] as string | undefined,
              body,
              close,
            }),
          );
        },
      );
      request.on('error', reject);
    });
  }

  it('refuses a fourth stream from one address and a sixth from anywhere with a 429, then frees a slot when a stream closes', async () => {
    const first = [await connect('192.0.2.1'), await connect('192.0.2.1'), await connect('192.0.2.1')];
    expect(first.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await connect('192.0.2.1');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('30');
    expect(JSON.parse(refused.body!)).toMatchObject({
      success: false,
      message: 'Too many requests. Please try again later',
    });

    // Another address still gets in, up to the process's cap.
    expect((await connect('192.0.2.2')).status).toBe(200);
    expect((await connect('192.0.2.2')).status).toBe(200);
    expect((await connect('192.0.2.3')).status).toBe(429);

    // One viewer leaves: once the server has seen the socket close, its address gets the slot back.
    first[0].close();
    const deadline = Date.now() + 5000;
    let again = await connect('192.0.2.1');
    while (again.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await connect('192.0.2.1');
    }
    expect(again.status).toBe(200);
    expect((await connect('192.0.2.1')).status).toBe(429);
  });
});
