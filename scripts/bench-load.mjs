#!/usr/bin/env node
// `npm run bench:load`: the real API server (api/src/server.ts) on loopback under
// BENCH_CONNECTIONS (default 500) concurrent keep-alive connections for BENCH_SECONDS (default
// 60), sending the mix of API calls the public pages make (answered from the public cache) and
// cabinet reads with valid tokens. Prints requests/s, p50/p99, errors per mix, the server's and
// the client's CPU use, the deepest accept queue seen and the kernel's TCP counters over the
// window, and the load average (the machine is shared: compare runs with their load).
// The client is BENCH_CLIENT_THREADS (default 1) worker threads on raw sockets (lib/bench-http.mjs
// load()); every connection is opened and answered once before the measured window starts.
// BENCH_MIXES=public or cabinet runs one mix only; BENCH_BY_PATH=1 adds p50/p99 per call;
// BENCH_CPU_PROF=<dir> profiles the server.
// Database: the embedded one in BENCH_DATA_DIR (default /tmp/league-bench-load, demo data on the
// first start), or PostgreSQL with DATABASE_URL. BENCH_PROCESSES=N (2 or more) starts N API
// processes on one PostgreSQL database and deals the connections to them in turn, as a proxy in
// front of them would; BENCH_POSTGRES=1 does the same with one process, for the comparison.
// Without DATABASE_URL these use a scratch database on 127.0.0.1:5432 (BENCH_POSTGRES_ADMIN_URL),
// seeded with the demo league, created and dropped here.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { load, login, request, startApi, stopApi } from './lib/bench-http.mjs';
import { scratchDatabase } from './lib/scratch.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3497);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
const POSTGRES = PROCESSES > 1 || process.env.BENCH_POSTGRES === '1' || Boolean(process.env.DATABASE_URL);
const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/league-bench-load';
const THREADS = Number(process.env.BENCH_CLIENT_THREADS ?? 1);
const MIXES = (process.env.BENCH_MIXES ?? 'public,cabinet').split(',');
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** What the home, tournament, club, news and player pages ask for. */
async function publicMix(port) {
  const paths = [
    '/api/v1/datetime',
    '/api/v1/translations',
    '/api/v1/handbook/main-tournament',
    '/api/v1/tournaments-list',
    '/api/v1/nearest-matches',
    '/api/v1/news',
    '/api/v1/clubs',
    '/api/v1/matches',
    '/api/v1/players',
    '/api/v1/banners',
    '/api/v1/partners',
    '/api/v1/about',
  ];
  const tournaments = await request({ port, path: '/api/v1/tournaments-list' });
  const buckets = tournaments.json?.data ?? {};
  const tournamentId = (buckets.current?.[0] ?? buckets.upcoming?.[0] ?? buckets.past?.[0])?.id;
  if (tournamentId)
    paths.push(
      `/api/v1/tournament-page/tournament/${tournamentId}`,
      `/api/v1/tournaments/${tournamentId}/table`,
      `/api/v1/tournaments/${tournamentId}/scorers`,
    );
  const clubs = await request({ port, path: '/api/v1/clubs' });
  const slug = clubs.json?.data?.items?.[0]?.slug ?? clubs.json?.data?.[0]?.slug;
  if (slug) paths.push(`/api/v1/clubs/${slug}`);
  const working = [];
  for (const path of paths) {
    const answer = await request({ port, path });
    if (answer.status === 200) working.push(path);
    else console.log(`left out of the mix: ${path} (${answer.status})`);
  }
  return working;
}

/** A scratch PostgreSQL database for the run (dropped by the returned function), unless DATABASE_URL names one. */
async function runDatabase() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => undefined };
  const database = await scratchDatabase(ADMIN_URL, 'league_bench_load');
  return { url: database.url, drop: () => database.drop({ ignoreErrors: true }) };
}

/** The server-side process ids of the run's database connections (their CPU is reported). */
async function backendPids(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query(
      `select pid from pg_stat_activity where datname = current_database() and application_name like 'league api %'`,
    );
    return rows.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

async function main() {
  const database = POSTGRES ? await runDatabase() : null;
  const env = database
    ? { DATABASE_URL: database.url, SEED_DEMO: '1', SEED_BASE_DATE: '2026-03-01' }
    : { DATA_DIR, UPLOAD_DIR: `${DATA_DIR}-uploads` };
  const ports = Array.from({ length: PROCESSES }, (_, i) => PORT + i);
  console.log(
    `bench:load: starting ${PROCESSES} API process${PROCESSES > 1 ? 'es' : ''} on 127.0.0.1:${ports.join(', ')} (${database ? 'PostgreSQL' : `embedded, ${DATA_DIR}`})`,
  );
  const apis = [];
  try {
    // Started together: the first one migrates and seeds a new database, the others wait for it.
    apis.push(...(await Promise.all(ports.map((port) => startApi(port, env)))));
    const paths = await publicMix(PORT);
    const tokens = await Promise.all(
      ['admin@league.test', 'team@league.test', 'referee@league.test'].map((email) => login(PORT, email)),
    );
    const cabinet = [
      '/api/v1/cabinet/me',
      '/api/v1/cabinet/sessions',
      '/api/v1/cabinet/clubs',
      '/api/v1/cabinet/stadiums',
      '/api/v1/cabinet/tournaments',
    ];
    const cabinetWorking = [];
    for (const path of cabinet)
      if ((await request({ port: PORT, path, headers: { authorization: `Bearer ${tokens[0]}` } })).status === 200)
        cabinetWorking.push(path);
    console.log(
      `public mix: ${paths.length} paths; cabinet mix: ${cabinetWorking.length} paths; ${CONNECTIONS} connections, ${SECONDS} s each`,
    );

    const run = async (name, requests) => {
      const before = loadAverage();
      const databasePids = database ? await backendPids(database.url) : [];
      const result = await load({
        ports,
        connections: CONNECTIONS,
        seconds: SECONDS,
        requests,
        threads: THREADS,
        serverPids: apis.map((api) => api.pid),
        databasePids,
        byPath: process.env.BENCH_BY_PATH === '1',
      });
      // Resident memory of each process after the run: what it keeps (caches, pages, pool) under load.
      const rss = apis.map(
        (api) =>
          `${Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${api.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024)} MB`,
      );
      console.log(
        `${name}: ${JSON.stringify({ processes: PROCESSES, ...result, rss, load_average: `${before} -> ${loadAverage()}` })}`,
      );
      return result;
    };

    if (MIXES.includes('public')) {
      const pub = await run(
        'public (cached) mix',
        paths.map((path) => ({ path })),
      );
      const target = pub.errors === 0 && pub.p99 <= 250;
      console.log(`target (cached mix: 0 errors, p99 <= 250 ms): ${target ? 'met' : 'NOT met'}`);
    }

    if (MIXES.includes('cabinet')) {
      // One request in five is a cabinet read (never cached): the administrator's pages, and
      // the own account of the club administrator and the referee.
      const requests = [];
      for (let n = 0; n < 5 * 3 * 2 * paths.length * cabinetWorking.length; n++) {
        if (n % 5 === 4) {
          const who = n % 3;
          const path =
            who === 0 ? cabinetWorking[((n / 5) % cabinetWorking.length) | 0] : cabinetWorking[((n / 5) % 2) | 0];
          requests.push({ path, headers: { authorization: `Bearer ${tokens[who]}` } });
        } else requests.push({ path: paths[n % paths.length] });
      }
      await run('public + cabinet (1 in 5) mix', requests);
    }
  } finally {
    await Promise.all(apis.map((api) => stopApi(api)));
    await database?.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
