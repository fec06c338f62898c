#!/usr/bin/env node
// `npm run bench:live`: the live match stream, measured (figures, not a timed test).
//   1. latency: the time from the referee's `POST /cabinet/matches/{id}/events` (sent by this
//      script, signed in as the demo referee on the match's crew, each with its idempotency key)
//      to that event's message on an open SSE connection of the same API process — p50 / p99 over
//      200 goals, one after the other, alternating between a starter of each side, minutes rising;
//      the POST's own answer time beside it;
//   2. connections: how many SSE connections one API process holds (2,000 by default), its
//      resident memory before and after, and how long one posted event takes to reach all of them;
//   3. bytes per event on the wire, for the first BENCH_LIVE_BYTES goals (20): now, the SSE message
//      (the event, score, status and clock, ADR 0179) and the statistics answer the page fetches
//      again after an event; before ADR 0179, two `{match_id,source,op}` messages per goal (the
//      goal's row, then the match row's version), each making the page fetch the match, its events,
//      statistics, squads, media and news again — the same answers read here, compressed as a
//      phone's browser accepts them (gzip, br), bodies only.
// Before measuring, the referee saves both squads and starts the match through the API, as the
// protocol page does. The API runs as its own process (`api/src/server.ts`) on a scratch
// PostgreSQL database on 127.0.0.1:5432 that is created and dropped here; everything stays on
// loopback and is bounded in count and time. BENCH_LIVE_EVENTS and BENCH_LIVE_CONNECTIONS change
// the two sizes. BENCH_PROCESSES=2 starts two API processes on the database: the referee posts to
// the first, the latency is measured on a stream of each (the second one's message crosses
// processes through PostgreSQL's NOTIFY), and the connections are spread over both.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { startApi } from './lib/bench-http.mjs';
import { call, refereeMatch } from './lib/referee.mjs';
import { freePort, scratchDatabase } from './lib/scratch.mjs';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EVENTS = Number(process.env.BENCH_LIVE_EVENTS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_LIVE_CONNECTIONS ?? 2000);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
const BYTE_SAMPLES = Number(process.env.BENCH_LIVE_BYTES ?? 20);
/** The stream's language and the page's: the demo league's readers. */
const LANG = 'ru';
const STEP_TIMEOUT_MS = 10_000;

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;
/** Bytes: median and range of a list. */
const stat = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return `median ${percentile(sorted, 50)} B (${sorted[0]}–${sorted.at(-1)} B)`;
};

async function startLiveApi(databaseUrl) {
  const port = await freePort();
  // Every stream of the bench comes from one address: the per-address cap is lifted for it.
  const child = await startApi(
    port,
    {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '1',
      SEED_BASE_DATE: '2026-03-01',
      LIVE_STREAMS_PER_ADDRESS: '10000',
      LIVE_STREAMS_MAX: '10000',
    },
    { stdout: 'ignore' },
  );
  return { port, child };
}

/** An SSE connection that calls `onMessage` with the data of every `event: match` frame and the frame's size in bytes. */
function openStream(port, matchId, onMessage, agent) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/v1/matches/${matchId}/live?lang=${LANG}`,
        agent,
        headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        let ready = false;
        res.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!ready && block.includes('event: ready')) {
              ready = true;
              resolve(request);
            } else if (block.includes('event: match')) {
              const data = /^data: (.*)$/m.exec(block)?.[1];
              onMessage(data ? JSON.parse(data) : {}, Buffer.byteLength(`${block}\n\n`));
            }
          }
        });
      },
    );
    request.on('error', reject);
    request.setTimeout(STEP_TIMEOUT_MS * 6, () => request.destroy());
  });
}

/** The bytes of one public answer's body on the wire, compressed as a phone's browser accepts it. */
function wireBytes(port, agent, url) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/v1${url}`,
        agent,
        headers: {
          accept: 'application/json',
          'accept-language': LANG,
          'accept-encoding': 'gzip, br',
          'cache-control': 'no-cache',
        },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url} answered ${res.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
  });
}

async function main() {
  const database = await scratchDatabase(ADMIN_URL, 'league_bench_live');
  const databaseUrl = database.url;
  const apis = [];
  const streams = [];
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 4 });
  try {
    process.stdout.write(
      `starting ${PROCESSES} API process${PROCESSES > 1 ? 'es' : ''} on a scratch PostgreSQL database (migrate + demo seed) …\n`,
    );
    // Started together: the first one migrates and seeds, the others wait for it.
    const started = await Promise.allSettled(Array.from({ length: PROCESSES }, () => startLiveApi(databaseUrl)));
    for (const result of started) if (result.status === 'fulfilled') apis.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const api = apis[0];
    const referee = await refereeMatch(api.port, keepAlive);
    const { matchId, token } = referee;
    const runId = randomBytes(4).toString('hex');
    let posted = 0;
    /** One goal as the referee's page posts it: alternating sides, minutes rising, its own idempotency key. */
    const goal = (i, minute, additional = null) => {
      const side = i % 2 === 0 ? 'host' : 'guest';
      const list = referee.scorers[side];
      const body = {
        kind: 'goal',
        team_type: side,
        match_scope: 'regular',
        minute,
        additional_minute: additional,
        player_id: list[Math.floor(i / 2) % list.length],
        method: 'goal',
      };
      return { body, key: `bench-${runId}-${i}` };
    };
    const post = ({ body, key }) =>
      call(api.port, keepAlive, 'POST', `/cabinet/matches/${matchId}/events`, {
        token,
        body,
        headers: { 'idempotency-key': key },
      });

    // 1. Latency, one event at a time: POST sent → the stream's message about the new goal
    // (`event_added`; the match row's version bump after it sends nothing, ADR 0179).
    // One stream on each process; a goal counts as arrived when every one of them has it.
    let waiting = null;
    let arrivals = [];
    const frameBytes = [];
    for (const [index, target] of apis.entries()) {
      const stream = await openStream(target.port, matchId, (change, bytes) => {
        if (change.kind !== 'event_added' || !waiting || arrivals[index] !== undefined) return;
        arrivals[index] = performance.now();
        if (index === 0) frameBytes.push(bytes);
        if (arrivals.filter((at) => at !== undefined).length === apis.length) waiting();
      });
      streams.push(stream);
    }
    const latencies = apis.map(() => []);
    const answers = [];
    // Bytes per event: what the page receives and fetches after each of the first goals.
    const bytesAfter = [];
    const bytesBefore = [];
    const pageParts = ['', '/protocol', '/statistics', '/protocol/squads', '/media', '/news'].map(
      (part) => `/matches/${matchId}${part}`,
    );
    const oldFrame = (source, op) =>
      Buffer.byteLength(
        `id: 00000000-${1000 + posted}\nevent: match\ndata: ${JSON.stringify({ match_id: matchId, source, op })}\n\n`,
      );
    let version = (await call(api.port, keepAlive, 'GET', `/cabinet/matches/${matchId}/events`, { token })).version;
    for (let i = 0; i < EVENTS; i++) {
      arrivals = [];
      const arrived = new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`event ${i} did not arrive in ${STEP_TIMEOUT_MS} ms`)),
          STEP_TIMEOUT_MS,
        );
        waiting = () => {
          waiting = null;
          clearTimeout(timer);
          resolve();
        };
      });
      const event = goal(i, 1 + Math.floor((i * 90) / EVENTS));
      const sentAt = performance.now();
      const answer = await post(event);
      answers.push(performance.now() - sentAt);
      await arrived;
      arrivals.forEach((at, index) => latencies[index].push(at - sentAt));
      if (i < BYTE_SAMPLES) {
        const parts = [];
        for (const part of pageParts) parts.push(await wireBytes(api.port, keepAlive, part));
        const [, , statistics] = parts;
        bytesAfter.push(frameBytes.at(-1) + statistics);
        // Before: two messages per goal, each refetching every part of the page.
        bytesBefore.push(
          oldFrame('goals', 'insert') + oldFrame('matches', 'update') + 2 * parts.reduce((a, b) => a + b, 0),
        );
      }
      posted += 1;
      // The events version moves by one per recorded event.
      if (answer.version !== version + 1) throw new Error(`events version ${answer.version} after ${version}`);
      version = answer.version;
    }
    waiting = null;
    // A retry of the last POST with the same key records nothing.
    const retry = await post(goal(EVENTS - 1, 1 + Math.floor(((EVENTS - 1) * 90) / EVENTS)));
    if (retry.version !== version || retry.events.filter((e) => e.kind === 'goal').length !== posted)
      throw new Error('a retried POST recorded a second goal');
    for (const list of latencies) list.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);

    // 2. Connections held by the processes (dealt in turn), and one event fanned out to all of them.
    const rssBefore = apis.map((target) => rssKb(target.child.pid));
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    let received = 0;
    let allArrived = null;
    for (let i = 0; i < CONNECTIONS; i += 100) {
      const batch = [];
      for (let j = i; j < Math.min(CONNECTIONS, i + 100); j++) {
        batch.push(
          openStream(
            apis[j % apis.length].port,
            matchId,
            (change) => {
              if (change.kind !== 'event_added') return;
              received += 1;
              if (received === CONNECTIONS) allArrived?.();
            },
            agent,
          ),
        );
      }
      streams.push(...(await Promise.all(batch)));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssAfter = apis.map((target) => rssKb(target.child.pid));
    const fanOut = new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`only ${received} of ${CONNECTIONS} got the event`)),
        STEP_TIMEOUT_MS,
      );
      allArrived = () => {
        clearTimeout(timer);
        resolve(performance.now());
      };
    });
    const sent = performance.now();
    await post(goal(EVENTS, 90, 5));
    const fanOutMs = (await fanOut) - sent;

    const where = (index) =>
      apis.length === 1
        ? 'the same process'
        : index === 0
          ? 'the process that took the POST'
          : `process ${index + 1} (another process)`;
    const mb = (kb) => `${Math.round(kb / 1024)} MB`;
    const lines = [
      `live stream, ${apis.length} API process${apis.length > 1 ? 'es' : ''}, PostgreSQL LISTEN/NOTIFY (${new Date().toISOString().slice(0, 10)}, ${process.arch}, node ${process.version})`,
      ...latencies.map(
        (list, index) =>
          `  referee's event POST sent → SSE message on ${where(index)}, ${EVENTS} goals one at a time: p50 ${ms(percentile(list, 50))}, p99 ${ms(percentile(list, 99))}, max ${ms(list.at(-1))}`,
      ),
      `  the POST's answer (recorded, events version +1): p50 ${ms(percentile(answers, 50))}, p99 ${ms(percentile(answers, 99))}`,
      `  ${CONNECTIONS} open SSE connections over ${apis.length} process${apis.length > 1 ? 'es' : ''}: RSS ${rssBefore.map(mb).join(' + ')} → ${rssAfter.map(mb).join(' + ')} (${((rssAfter.reduce((a, b) => a + b, 0) - rssBefore.reduce((a, b) => a + b, 0)) / CONNECTIONS).toFixed(1)} KB per connection)`,
      `  one event to all ${CONNECTIONS + apis.length} connections: ${ms(fanOutMs)}`,
      ...(bytesAfter.length
        ? [
            `  bytes per goal on the wire (${bytesAfter.length} goals, lang ${LANG}, answers gzip/br, bodies): now the SSE message ${stat(frameBytes.slice(0, bytesAfter.length))} + statistics refetch = ${stat(bytesAfter)}`,
            `    before (2 messages, each refetching match, events, statistics, squads, media, news): ${stat(bytesBefore)}`,
          ]
        : []),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    for (const stream of streams) stream.destroy();
    keepAlive.destroy();
    await Promise.all(
      apis.map(
        (api) =>
          new Promise((resolve) => {
            if (api.child.exitCode !== null) return resolve();
            const timer = setTimeout(() => {
              api.child.kill('SIGKILL');
              resolve();
            }, 10_000);
            api.child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            api.child.kill('SIGTERM');
          }),
      ),
    );
    await database.drop({ ignoreErrors: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
