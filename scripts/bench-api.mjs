#!/usr/bin/env node
// `npm run bench:api`: requests per second and p50 / p99 latency of the heaviest public
// endpoints on the large demo seed, each beside a bare Fastify route measured in the same run.
// Client and server are separate processes; the load is 10 keep-alive connections for a fixed
// time per endpoint, on loopback only. `served` asks the API as visitors get it (public cache
// on), `computed` the same API on the same database with the micro-cache off (answers come from
// the read-model snapshots of lib/snapshot-memo.ts, rebuilt after every write), `cold` with
// both off (every answer computed from the database: the first request after a write), and
// `cold ×1` the same with one connection: with 10 connections on one process a request waits
// for the nine before it, so the p50 there is about ten times the cost of one answer, which
// `cold ×1` shows (BENCH_SINGLE=0 leaves it out). The last block
// sends the table 200 connections at once, plainly and then with a garbage Authorization
// header and a random unknown query parameter on every request (an attempt to get around the
// cache), and prints the share of the normal throughput the second keeps.
// BENCH_DATABASE_URL=postgres://… measures on PostgreSQL (a fresh database beside the one named)
// instead of the embedded PGlite. Search is measured twice: one query asked again and again, and
// `(varied)`, a different query on every request (prefixes of the league's names in turn), as
// visitors typing send them.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', '@league/api/register', path.join(root, 'scripts/bench-api-server.ts')],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.stdout.on('data', (chunk) => {
      const match = /READY (\d+) (\d+) (\d+)/.exec(chunk.toString());
      if (match)
        resolve({
          port: Number(match[1]),
          ports: { served: Number(match[1]), computed: Number(match[2]), cold: Number(match[3]) },
          child,
        });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

const random = () => Math.random().toString(36).slice(2, 10);

// `bypass`: what a client trying to get around the cache sends: a garbage bearer token and a
// random query parameter the endpoint doesn't know.
function get(agent, port, url, bypass = false) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const headers = { 'accept-language': 'ru', ...(bypass ? { authorization: `Bearer ${random()}` } : {}) };
    const target = bypass ? `${url}${url.includes('?') ? '&' : '?'}${random()}=${random()}` : url;
    const req = http.get({ host: '127.0.0.1', port, path: target, agent, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          cache: res.headers['x-cache'],
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
    });
    req.on('error', reject);
  });
}

/** `url` is a path, or a function giving the path of each request. */
async function load(port, url, bypass = false, connections = CONNECTIONS) {
  const next = typeof url === 'function' ? url : () => url;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let hits = 0;
  const deadline = Date.now() + DURATION_MS;
  const worker = async () => {
    while (Date.now() < deadline) {
      const { status, cache, ms } = await get(agent, port, next(), bypass);
      if (status !== 200) errors++;
      if (cache === 'hit') hits++;
      latencies.push(ms);
    }
  };
  for (let i = 0; i < 5; i++) await get(agent, port, next(), bypass); // warm-up
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  // No answer within the run (a cold answer slower than the run): the figures say so (NaN).
  const pct = (p) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : Number.NaN;
  return {
    rps: latencies.length / seconds,
    p50: pct(50),
    p99: pct(99),
    errors,
    hitRate: hits / Math.max(1, latencies.length),
    requests: latencies.length + 5,
  };
}

/** The server process's CPU time in ms (user + system). */
async function cpuMs(port) {
  return (await json(port, '/bench/cpu')).ms;
}

async function json(port, url) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`);
  return res.json();
}

const { port, ports, child } = await startServer();
try {
  const main = (await json(port, '/api/v1/handbook/main-tournament')).data;
  const match = (await json(port, `/api/v1/matches?tournament_id=${main.id}&status=finished&per_page=1`)).data[0];
  const player = (await json(port, `/api/v1/players?per_page=1`)).data;
  const name = (Array.isArray(player) ? player[0] : player.items?.[0])?.last_name ?? 'Жан';
  // Prefixes of one to five letters of the first and last names of a page of players, in turn.
  const page = (await json(port, '/api/v1/players?per_page=100')).data;
  const names = (Array.isArray(page) ? page : (page.items ?? []))
    .flatMap((p) => [p.first_name, p.last_name])
    .filter(Boolean);
  const prefixes = names.flatMap((text, i) => (text.length > 0 ? [[...text].slice(0, 1 + (i % 5)).join('')] : []));
  let turn = 0;
  const variedSearch = () =>
    `/api/v1/search?q=${encodeURIComponent(prefixes.length ? prefixes[turn++ % prefixes.length] : name.slice(0, 4))}`;
  const targets = [
    ['/tournaments/{id}/table', `/api/v1/tournaments/${main.id}/table`],
    ['/calendar/matches', `/api/v1/calendar/matches?tournament_id=${main.id}`],
    ['/matches/{id}', `/api/v1/matches/${match.id}`],
    ['/search?q=', `/api/v1/search?q=${encodeURIComponent(name.slice(0, 4))}`],
    ['/search?q= (varied)', variedSearch],
  ];
  console.log(
    `large seed on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite'}, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s per endpoint\n`,
  );
  console.log(
    'endpoint                   mode        req/s     p50 ms   p99 ms   bare req/s  bare p50  ratio (req/s)  errors  cpu ms/req',
  );
  // BENCH_ONLY=<text>[,<text>…]: only the endpoints whose label holds one of them (e.g. `table,calendar`).
  const only = process.env.BENCH_ONLY?.split(',');
  for (const [label, url] of targets.filter(([endpoint]) => !only || only.some((part) => endpoint.includes(part)))) {
    const modes =
      process.env.BENCH_SINGLE === '0' ? ['served', 'computed', 'cold'] : ['served', 'computed', 'cold', 'cold ×1'];
    for (const mode of modes) {
      const single = mode === 'cold ×1';
      const modePort = ports[single ? 'cold' : mode];
      const bare = await load(modePort, '/bench/bare', false, single ? 1 : CONNECTIONS);
      const cpuBefore = await cpuMs(modePort);
      const real = await load(modePort, url, false, single ? 1 : CONNECTIONS);
      const cpu = (await cpuMs(modePort)) - cpuBefore;
      console.log(
        `${label.padEnd(26)} ${mode.padEnd(9)} ${real.rps.toFixed(0).padStart(7)} ${real.p50.toFixed(1).padStart(10)} ${real.p99.toFixed(1).padStart(8)} ${bare.rps.toFixed(0).padStart(12)} ${bare.p50.toFixed(2).padStart(9)} ${(real.rps / bare.rps).toFixed(3).padStart(14)} ${String(real.errors).padStart(7)} ${(cpu / real.requests).toFixed(2).padStart(11)}`,
      );
    }
  }
  console.log(
    "\nserved = as visitors get it (micro-cache, 5 s); computed = micro-cache off, read-model snapshots on; cold = every answer computed from the database; cold ×1 = the same, one connection; cpu ms/req = the API process's CPU time per answer (on PostgreSQL without the database server's own)",
  );

  const ATTACK = Number(process.env.BENCH_ATTACK_CONNECTIONS ?? 200);
  // BENCH_ATTACK_CONNECTIONS=0 leaves this block out.
  if (ATTACK > 0) {
    const [, tableUrl] = targets[0];
    const plain = await load(port, tableUrl, false, ATTACK);
    const attacked = await load(port, tableUrl, true, ATTACK);
    console.log(`\n/tournaments/{id}/table, ${ATTACK} connections`);
    console.log('traffic                                         req/s     p50 ms   p99 ms   cache hits  errors');
    const line = (traffic, r) =>
      console.log(
        `${traffic.padEnd(46)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(10)} ${r.p99.toFixed(1).padStart(8)} ${(r.hitRate * 100).toFixed(1).padStart(10)} % ${String(r.errors).padStart(6)}`,
      );
    line('plain', plain);
    line('garbage Authorization + random unknown param', attacked);
    console.log(
      `kept ${((attacked.rps / plain.rps) * 100).toFixed(0)} % of the plain throughput under the bypass attempt (goal: at least 50 %)`,
    );
  }
} finally {
  child.kill('SIGTERM');
}
