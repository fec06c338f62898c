#!/usr/bin/env node
// `npm run bench:faults`: the API on PostgreSQL under load while the database misbehaves.
//   1. every connection of the API is ended by the server (pg_terminate_backend);
//   2. the database is unreachable for BENCH_OUTAGE_SECONDS (default 10): the API reaches
//      PostgreSQL through a TCP proxy this script starts, and stops (closing every connection)
//      and starts again; the machine's PostgreSQL itself is never stopped.
// Prints the answers per phase and the seconds from the database's return to the first
// successful answer. Target: only 503s during the outage, recovery within 2 s.
// DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); the
// script uses its own database `league_bench_faults` there (created and seeded on first run).
import net from 'node:net';
import pg from 'pg';
import { drive, startApi, stopApi } from './lib/bench-http.mjs';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'league_bench_faults';
const PORT = Number(process.env.BENCH_PORT ?? 3498);
const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? 3499);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const OUTAGE_SECONDS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 10);

function proxy(target) {
  const sockets = new Set();
  let server = null;
  return {
    start: () =>
      new Promise((resolve) => {
        server = net.createServer((client) => {
          const upstream = net.connect(target.port, target.host);
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('close', () => sockets.delete(socket));
            socket.on('error', () => socket.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(PROXY_PORT, '127.0.0.1', resolve);
      }),
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const server = new URL(SERVER_URL);
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (exists.rowCount === 0) await admin.query(`create database ${DB_NAME}`);
  const tcp = proxy({ host: server.hostname, port: Number(server.port || 5432) });
  await tcp.start();
  const viaProxy = new URL(SERVER_URL);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(PROXY_PORT);
  viaProxy.pathname = `/${DB_NAME}`;
  console.log(
    `bench:faults: API on 127.0.0.1:${PORT}, PostgreSQL ${server.host}/${DB_NAME} through a proxy on ${PROXY_PORT}`,
  );
  const api = await startApi(PORT, { DATABASE_URL: viaProxy.toString(), SEED_DEMO: '1', PUBLIC_CACHE_TTL_MS: '0' });

  const phases = [];
  let phase = 'warm-up';
  const counts = {};
  let restoredAt = 0;
  let firstOkAfter = 0;
  const count = (answer, at) => {
    const key = String(answer.status);
    counts[phase] ??= {};
    counts[phase][key] = (counts[phase][key] ?? 0) + 1;
    if (restoredAt && !firstOkAfter && answer.status === 200 && at >= restoredAt) firstOkAfter = at;
  };
  const paths = ['/api/v1/news', '/api/v1/tournaments-list', '/api/v1/clubs', '/api/v1/matches', '/api/v1/players'];
  let i = 0;
  // A bearer header keeps public answers out of the micro-cache: every request reaches the database.
  const load = drive({
    port: PORT,
    connections: CONNECTIONS,
    seconds: 15 + OUTAGE_SECONDS + 10,
    pick: () => ({ path: paths[i++ % paths.length], headers: { authorization: 'Bearer bench' }, timeoutMs: 15_000 }),
    onAnswer: count,
  });

  await sleep(5000);
  phase = 'connections terminated';
  const ended = await admin.query(
    'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [DB_NAME],
  );
  phases.push(`terminated ${ended.rows[0].n} connections of the API`);
  await sleep(5000);
  phase = 'database down';
  await tcp.stop();
  const downAt = Date.now();
  await sleep(OUTAGE_SECONDS * 1000);
  await tcp.start();
  restoredAt = Date.now();
  phase = 'database back';
  phases.push(`database unreachable for ${((restoredAt - downAt) / 1000).toFixed(1)} s`);
  const summary = await load;
  await stopApi(api);
  await tcp.stop();
  await admin.end();

  for (const line of phases) console.log(line);
  for (const [name, statuses] of Object.entries(counts)) console.log(`${name}: ${JSON.stringify(statuses)}`);
  const outage = counts['database down'] ?? {};
  // Answers that completed as the connection dropped are 200s; anything else but 503 is a failure.
  const non503 = Object.entries(outage)
    .filter(([status]) => status !== '503' && status !== '200')
    .reduce((sum, [, n]) => sum + n, 0);
  const recovery = firstOkAfter ? (firstOkAfter - restoredAt) / 1000 : null;
  console.log(`overall: ${JSON.stringify(summary)}`);
  console.log(`during the outage: ${non503} answers other than 503 (or a 200 completed as it began)`);
  console.log(
    `recovery: ${recovery === null ? 'no successful answer after the database came back' : `${recovery.toFixed(2)} s to the first 200`}`,
  );
  console.log(
    `target (only 503 during the outage, recovery <= 2 s): ${non503 === 0 && recovery !== null && recovery <= 2 ? 'met' : 'NOT met'}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
