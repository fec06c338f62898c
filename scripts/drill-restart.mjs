#!/usr/bin/env node
// `npm run drill:restart`: a rolling restart nobody notices (ADR 0271), shown. Two API processes
// (api/src/server.ts) on one scratch PostgreSQL database behind a small proxy that deals requests
// to the ready ones (scripts/lib/ops-proxy.mjs); through the proxy, 3 live streams of a live match
// and the referee's goals, one after the other (each with its idempotency key), for the whole run.
// Meanwhile each process in turn gets SIGTERM (readiness 503, SHUTDOWN_DELAY_MS of serving, then
// the drain) and is started again. Prints the figures and exits 1 unless: no write failed, every
// acknowledged goal is in the protocol once, every stream that was cut reconnected, and every
// stream ended up knowing every goal (from its messages, or the page's refetch after a catch-up).
// The database is created and dropped here; everything stays on loopback and is bounded in time.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { startApi } from './lib/bench-http.mjs';
import { startProxy } from './lib/ops-proxy.mjs';
import { call, refereeMatch } from './lib/referee.mjs';
import { freePort, scratchDatabase } from './lib/scratch.mjs';

const ADMIN_URL = process.env.DRILL_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STREAMS = 3;
const WRITE_GAP_MS = 100;
const SETTLE_MS = 3_000;
const SHUTDOWN_DELAY_MS = '1500';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts an API process on `port`; resolves once /readyz answers 200, with the time that took. */
async function startDrillApi(port, databaseUrl) {
  const started = Date.now();
  const env = {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '1',
    SEED_BASE_DATE: '2026-03-01',
    LOG_FORMAT: 'json',
    SHUTDOWN_DELAY_MS,
    DOCUMENT_REMINDER_HOUR: 'off',
  };
  const child = await startApi(port, env, { ready: '/readyz', stdout: 'ignore' });
  return { port, child, startMs: Date.now() - started };
}

/** SIGTERM and the time until the process exited (it drains first). */
function stopApi(api) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (api.child.exitCode !== null) return resolve({ code: api.child.exitCode, ms: 0 });
    api.child.once('exit', (code) => resolve({ code, ms: Date.now() - started }));
    api.child.kill('SIGTERM');
  });
}

/** A browser's live stream: reconnects after `retry`, with its Last-Event-ID; refetches on catch-up. */
function liveViewer(proxyPort, matchId, refetch) {
  const viewer = { seen: new Set(), connections: 0, catchUps: 0, messages: 0, closed: false };
  let lastId;
  let request;
  const connect = () => {
    if (viewer.closed) return;
    viewer.connections += 1;
    let buffer = '';
    let retryMs = 2_000;
    request = http.get(
      {
        host: '127.0.0.1',
        port: proxyPort,
        path: `/api/v1/matches/${matchId}/live`,
        headers: { accept: 'text/event-stream', ...(lastId ? { 'last-event-id': lastId } : {}) },
      },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const field = (name) => new RegExp(`^${name}: (.*)$`, 'm').exec(block)?.[1];
            if (field('retry')) retryMs = Number(field('retry'));
            if (field('id')) lastId = field('id');
            const event = field('event');
            if (event === 'match') {
              viewer.messages += 1;
              const delta = JSON.parse(field('data'));
              if (delta.event_id && delta.kind !== 'event_removed') viewer.seen.add(delta.event_id);
            } else if (event === 'catch-up') {
              viewer.catchUps += 1;
              void refetch().then((ids) => ids.forEach((id) => viewer.seen.add(id)));
            }
          }
        });
        res.on('close', () => setTimeout(connect, retryMs));
      },
    );
    request.on('error', () => setTimeout(connect, retryMs));
  };
  connect();
  viewer.close = () => {
    viewer.closed = true;
    request?.destroy();
  };
  return viewer;
}

/** The referee's goals through the proxy, one after the other, until `run.writing` turns false. */
function writeGoals(port, agent, referee, run) {
  const runId = randomBytes(4).toString('hex');
  const writes = { ok: 0, failed: 0, failures: [], slowestMs: 0 };
  const done = (async () => {
    for (let i = 0; run.writing; i++) {
      const side = i % 2 === 0 ? 'host' : 'guest';
      const scorers = referee.scorers[side];
      const body = {
        kind: 'goal',
        team_type: side,
        match_scope: 'regular',
        minute: 1 + (i % 89),
        additional_minute: null,
        player_id: scorers[Math.floor(i / 2) % scorers.length],
        method: 'goal',
      };
      const started = Date.now();
      try {
        await call(port, agent, 'POST', `/cabinet/matches/${referee.matchId}/events`, {
          token: referee.token,
          body,
          headers: { 'idempotency-key': `drill-${runId}-${i}` },
        });
        writes.ok += 1;
      } catch (error) {
        writes.failed += 1;
        writes.failures.push(error.message);
      }
      writes.slowestMs = Math.max(writes.slowestMs, Date.now() - started);
      await sleep(WRITE_GAP_MS);
    }
  })();
  return { writes, done };
}

/** SIGTERM to each process in turn, started again once stopped; answers what each took. */
async function restartEach(apis, databaseUrl) {
  const restarts = [];
  await sleep(SETTLE_MS);
  for (const index of apis.keys()) {
    const stopped = await stopApi(apis[index]);
    const started = await startDrillApi(apis[index].port, databaseUrl);
    apis[index] = started;
    restarts.push({ port: started.port, exit: stopped.code, drainMs: stopped.ms, startMs: started.startMs });
    await sleep(SETTLE_MS);
  }
  return restarts;
}

/** Prints the figures; answers what was noticed (nothing, when the restarts went unnoticed). */
function report({ writes, goals, expected, restarts, proxy, viewers }) {
  console.log(`writes: ${writes.ok} acknowledged, ${writes.failed} failed; slowest answer ${writes.slowestMs} ms`);
  for (const failure of writes.failures.slice(0, 5)) console.log(`  failed: ${failure}`);
  console.log(`goals in the protocol: ${goals.length} (${new Set(goals).size} distinct)`);
  for (const r of restarts)
    console.log(
      `restart of :${r.port}: exit ${r.exit} after ${r.drainMs} ms of draining, ready again in ${r.startMs} ms`,
    );
  console.log(
    `proxy: ${proxy.counts.forwarded} answers, ${proxy.counts.retried} requests sent again (no connection), ${proxy.counts.failed} failed`,
  );
  const missingOf = (v) => [...expected].filter((id) => !v.seen.has(id)).length;
  viewers.forEach((v, i) =>
    console.log(
      `stream ${i + 1}: ${v.connections} connections (${v.connections - 1} reconnects), ${v.messages} messages, ${v.catchUps} catch-ups, ${missingOf(v)} goals never learnt`,
    ),
  );
  const problems = [];
  if (writes.failed > 0) problems.push(`${writes.failed} writes failed`);
  if (goals.length !== writes.ok || new Set(goals).size !== goals.length)
    problems.push(`${writes.ok} goals acknowledged but ${goals.length} recorded`);
  if (viewers.some((v) => v.connections < 2)) problems.push('a stream was never cut (did the restarts reach it?)');
  if (viewers.some((v) => missingOf(v) > 0)) problems.push('a stream missed goals');
  if (restarts.some((r) => r.exit !== 0)) problems.push('a process did not exit 0 after draining');
  console.log(
    problems.length === 0 ? 'nothing noticed: 0 failed writes, nothing lost' : `NOTICED: ${problems.join('; ')}`,
  );
  return problems;
}

async function main() {
  const database = await scratchDatabase(ADMIN_URL, 'league_drill_restart');
  const databaseUrl = database.url;
  const apis = [];
  let proxy;
  const viewers = [];
  try {
    const ports = [await freePort(), await freePort()];
    process.stdout.write('starting two API processes on a scratch PostgreSQL database (migrate + demo seed) …\n');
    apis.push(await startDrillApi(ports[0], databaseUrl));
    apis.push(await startDrillApi(ports[1], databaseUrl));
    proxy = await startProxy(ports.map((port) => ({ port })));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const referee = await refereeMatch(proxy.port, agent);
    const { matchId, token } = referee;
    const refetch = async () =>
      (await call(proxy.port, agent, 'GET', `/matches/${matchId}/protocol`)).events.map((event) => event.id);
    for (let i = 0; i < STREAMS; i++) viewers.push(liveViewer(proxy.port, matchId, refetch));

    const run = { writing: true };
    const { writes, done } = writeGoals(proxy.port, agent, referee, run);
    const restarts = await restartEach(apis, databaseUrl);
    run.writing = false;
    await done;

    const recorded = (await call(proxy.port, agent, 'GET', `/cabinet/matches/${matchId}/events`, { token })).events;
    const goals = recorded.filter((event) => event.kind === 'goal').map((event) => event.id);
    const expected = new Set(goals.map((id) => (String(id).startsWith('goal-') ? String(id) : `goal-${id}`)));
    const deadline = Date.now() + 20_000;
    while (viewers.some((v) => [...expected].some((id) => !v.seen.has(id))) && Date.now() < deadline) await sleep(200);
    const problems = report({ writes, goals, expected, restarts, proxy, viewers });
    process.exitCode = problems.length === 0 ? 0 : 1;
  } finally {
    viewers.forEach((v) => v.close());
    await proxy?.close();
    await Promise.all(apis.map((api) => stopApi(api)));
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
