#!/usr/bin/env node
// `npm run bench:live`: the live match stream, measured (figures, not a timed test).
//   1. latency: the time from an event's INSERT (sent straight to PostgreSQL, as any writer does;
//      the trigger NOTIFYs on commit) to its message on an open SSE connection of one API
//      process — p50 / p99 over 200 events, one after the other;
//   2. connections: how many SSE connections one API process holds (2,000 by default), its
//      resident memory before and after, and how long one event takes to reach all of them.
// The API runs as its own process (`api/src/server.ts`) on a scratch PostgreSQL database on
// 127.0.0.1:5432 that is created and dropped here; everything stays on loopback and is bounded
// in count and time. BENCH_LIVE_EVENTS and BENCH_LIVE_CONNECTIONS change the two sizes.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EVENTS = Number(process.env.BENCH_LIVE_EVENTS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_LIVE_CONNECTIONS ?? 2000);
const STEP_TIMEOUT_MS = 10_000;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

async function startApi(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', '@league/api/register', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, SEED_DEMO: '1', LOG_LEVEL: 'warn', SEED_BASE_DATE: '2026-03-01' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const up = await new Promise((resolve) => {
      http.get({ host: '127.0.0.1', port, path: '/api/v1/datetime' }, (res) => resolve(res.statusCode === 200)).on('error', () => resolve(false));
    });
    if (up) return { port, child };
    if (Date.now() > deadline) throw new Error('the API did not start in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** An SSE connection that calls `onMessage` for every `event: match` frame. */
function openStream(port, matchId, onMessage, agent) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: `/api/v1/matches/${matchId}/live`, agent, headers: { accept: 'text/event-stream' } }, (res) => {
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
          } else if (block.includes('event: match')) onMessage(block);
        }
      });
    });
    request.on('error', reject);
    request.setTimeout(STEP_TIMEOUT_MS * 6, () => request.destroy());
  });
}

async function main() {
  const name = `league_bench_live_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let api;
  const writer = new pg.Client({ connectionString: databaseUrl });
  const streams = [];
  try {
    process.stdout.write('starting the API on a scratch PostgreSQL database (migrate + demo seed) …\n');
    api = await startApi(databaseUrl);
    await writer.connect();
    const matchId = (await writer.query('select id from matches order by id limit 1')).rows[0].id;

    // 1. Latency, one event at a time.
    let waiting = null;
    const first = await openStream(api.port, matchId, () => waiting?.());
    streams.push(first);
    const latencies = [];
    for (let i = 0; i < EVENTS; i++) {
      const arrived = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`event ${i} did not arrive in ${STEP_TIMEOUT_MS} ms`)), STEP_TIMEOUT_MS);
        waiting = () => {
          clearTimeout(timer);
          resolve(performance.now());
        };
      });
      const started = performance.now();
      await writer.query(`insert into goals (match_id, team_type, method, minute, match_scope) values ($1, 'host', 'goal', $2, 'regular')`, [matchId, 1 + (i % 90)]);
      latencies.push((await arrived) - started);
    }
    waiting = null;
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);

    // 2. Connections held by the one process, and one event fanned out to all of them.
    const rssBefore = rssKb(api.child.pid);
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    let received = 0;
    let allArrived = null;
    for (let i = 0; i < CONNECTIONS; i += 100) {
      const batch = [];
      for (let j = i; j < Math.min(CONNECTIONS, i + 100); j++) {
        batch.push(
          openStream(api.port, matchId, () => {
            received += 1;
            if (received === CONNECTIONS) allArrived?.();
          }, agent),
        );
      }
      streams.push(...(await Promise.all(batch)));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssAfter = rssKb(api.child.pid);
    const fanOut = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`only ${received} of ${CONNECTIONS} got the event`)), STEP_TIMEOUT_MS);
      allArrived = () => {
        clearTimeout(timer);
        resolve(performance.now());
      };
    });
    const sent = performance.now();
    await writer.query(`insert into goals (match_id, team_type, method, minute, match_scope) values ($1, 'guest', 'goal', 90, 'regular')`, [matchId]);
    const fanOutMs = (await fanOut) - sent;

    const lines = [
      `live stream, one API process, PostgreSQL LISTEN/NOTIFY (${new Date().toISOString().slice(0, 10)}, ${process.arch}, node ${process.version})`,
      `  event INSERT → SSE message, ${EVENTS} events one at a time: p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(latencies.at(-1))}`,
      `  ${CONNECTIONS} open SSE connections on one process: RSS ${Math.round(rssBefore / 1024)} MB → ${Math.round(rssAfter / 1024)} MB (${((rssAfter - rssBefore) / CONNECTIONS).toFixed(1)} KB per connection)`,
      `  one event to all ${CONNECTIONS + 1} connections: ${ms(fanOutMs)}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    for (const stream of streams) stream.destroy();
    await writer.end().catch(() => undefined);
    if (api) {
      api.child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          api.child.kill('SIGKILL');
          resolve();
        }, 10_000);
        api.child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
