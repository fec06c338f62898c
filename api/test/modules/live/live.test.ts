// The live match stream on a real HTTP listener: a goal inserted straight into the database (as
// any writer would) reaches an open SSE connection through the trigger's NOTIFY and the process's
// one LISTEN; a change of the match row does too; a browser reconnecting with an old
// Last-Event-ID is told to catch up; a missing match is a 404.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, dbTargets, type TestApp } from '../../helpers';

interface Frame {
  id?: string;
  event?: string;
  data?: string;
}

/** An SSE client: collects parsed frames, `next(event)` waits for the next frame of that kind. */
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
  const next = async (event: string, after = 0, timeoutMs = 5000): Promise<Frame> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = frames.slice(after).find((f) => f.event === event);
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
  let t: TestApp;
  let base: string;
  let matchId: number;

  beforeAll(async () => {
    t = await createTestApp({ target, seed: 'demo' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
    matchId = (await t.db.selectFrom('matches').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('brings an inserted goal, an edited one and a match change to an open stream (how fast: npm run bench:live)', async () => {
    const stream = openStream(`${base}/matches/${matchId}/live`);
    const ready = await stream.next('ready');
    expect(stream.info()).toEqual({ status: 200, contentType: 'text/event-stream; charset=utf-8' });
    expect(JSON.parse(ready.data!)).toEqual({ match_id: matchId });
    // Another match's stream hears nothing of this one.
    const otherId = (await t.db.selectFrom('matches').select('id').where('id', '!=', matchId).orderBy('id').executeTakeFirstOrThrow()).id;
    const other = openStream(`${base}/matches/${otherId}/live`);
    await other.next('ready');

    const before = stream.frames.length;
    const goal = await t.db
      .insertInto('goals')
      .values({ match_id: matchId, team_type: 'host', method: 'goal', minute: 17, match_scope: 'regular' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const frame = await stream.next('match', before);
    expect(JSON.parse(frame.data!)).toEqual({ match_id: matchId, source: 'goals', op: 'insert' });
    expect(frame.id).toMatch(/^[0-9a-f]{8}-\d+$/);

    const afterInsert = stream.frames.length;
    await t.db.deleteFrom('goals').where('id', '=', goal.id).execute();
    expect(JSON.parse((await stream.next('match', afterInsert)).data!)).toEqual({ match_id: matchId, source: 'goals', op: 'delete' });

    const afterDelete = stream.frames.length;
    await t.db.updateTable('matches').set({ spectators: 1234 }).where('id', '=', matchId).execute();
    expect(JSON.parse((await stream.next('match', afterDelete)).data!)).toEqual({ match_id: matchId, source: 'matches', op: 'update' });
    // A save of the same values tells nobody.
    const afterUpdate = stream.frames.length;
    await t.db.updateTable('matches').set({ spectators: 1234 }).where('id', '=', matchId).execute();
    // Notifications arrive in commit order: the next real change is the next frame.
    await t.db.updateTable('matches').set({ spectators: 1235 }).where('id', '=', matchId).execute();
    await stream.next('match', afterUpdate);
    expect(stream.frames.slice(afterUpdate).map((f) => f.event)).toEqual(['match']);

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
    await t.db.insertInto('punishments').values({ match_id: matchId, team_type: 'guest', card: 'yellow', minute: 30, match_scope: 'regular' }).execute();
    await watcher.next('match', seen);
    watcher.close();
    const back = openStream(`${base}/matches/${matchId}/live`, { 'last-event-id': ready.id! });
    const catchUp = await back.next('catch-up');
    expect(JSON.parse(catchUp.data!)).toEqual({ match_id: matchId });
    expect(catchUp.id).not.toBe(ready.id);
    back.close();
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
  let t: TestApp;
  let base: string;
  let matchId: number;
  const open: Array<{ close(): void }> = [];

  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo', config: { liveStreamsPerAddress: 3, liveStreamsMax: 5, trustProxy: 'loopback' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
    matchId = (await t.db.selectFrom('matches').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(async () => {
    for (const stream of open) stream.close();
    await t?.close();
  });

  /** Opens a stream as the visitor at `address`: its first frame, or the refusal. */
  function connect(address: string): Promise<{ status: number; retryAfter?: string; body?: string; close(): void }> {
    return new Promise((resolve, reject) => {
      const request = http.get(`${base}/matches/${matchId}/live`, { headers: { accept: 'text/event-stream', 'x-forwarded-for': address, 'accept-language': 'en' } }, (response) => {
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
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string | undefined, body, close }));
      });
      request.on('error', reject);
    });
  }

  it('refuses a fourth stream from one address and a sixth from anywhere with a 429, then frees a slot when a stream closes', async () => {
    const first = [await connect('192.0.2.1'), await connect('192.0.2.1'), await connect('192.0.2.1')];
    expect(first.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await connect('192.0.2.1');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('30');
    expect(JSON.parse(refused.body!)).toMatchObject({ success: false, message: 'Too many requests. Please try again later' });

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
