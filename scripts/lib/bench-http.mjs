// Shared by `npm run bench:load` and `npm run bench:faults`: start the real API server
// (api/src/server.ts) on loopback, two load drivers and latency percentiles. Loopback only;
// every run is bounded in time.
//   drive(): node:http keep-alive workers in this thread, with a callback per answer (faults).
//   load():  N connections spread over worker threads that speak HTTP/1.1 on raw sockets, so
//            the client costs little next to the server; every connection is opened and has
//            had one answer before the measured window starts, and stays open through it.//   The raw-socket driver lives in bench-load-driver.mjs (its connections in
//   bench-raw-connection.mjs), the machine's counters in bench-measures.mjs.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './bench-measures.mjs';

export { load } from './bench-load-driver.mjs';
export { percentile, processCpuSeconds, tcpCounters } from './bench-measures.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Starts api/src/server.ts with `env` on 127.0.0.1:`port`; resolves with the process when `ready`
 * answers 200 (the liveness answer by default; a drill waits for /readyz). `stdout: 'ignore'` keeps
 * the server's lines off a report that prints its own.
 */
export async function startApi(port, env, { ready = '/api/v1/datetime', stdout = 'inherit' } = {}) {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', '@league/api/register', path.join(root, 'api/src/server.ts')],
    {
      cwd: root,
      stdio: ['ignore', stdout, 'inherit'],
      env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    },
  );
  const exited = new Promise((_, reject) => child.on('exit', (code) => reject(new Error(`api exited with ${code}`))));
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('api did not start within 5 minutes');
    const ok = await Promise.race([
      request({ port, path: ready }).then(
        (answer) => answer.status === 200,
        () => false,
      ),
      exited,
    ]);
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export function stopApi(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** One request: status, latency in ms, the body (parsed when JSON) and headers. */
export function request({
  port,
  path: url,
  method = 'GET',
  headers = {},
  body,
  agent,
  timeoutMs = 10_000,
  parse = true,
}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method,
        agent,
        headers: { 'accept-language': 'ru', ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        // Under load the body is only drained: parsing it would measure the client, not the API.
        res.on('data', (chunk) => parse && chunks.push(chunk));
        res.on('end', () => {
          let json = null;
          if (parse) {
            try {
              json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              json = null;
            }
          }
          resolve({
            status: res.statusCode,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            json,
            headers: res.headers,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export async function login(port, email, password = 'league-demo-2026') {
  const answer = await request({ port, path: '/api/v1/cabinet/login', method: 'POST', body: { email, password } });
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status}`);
  return answer.json.data.token;
}

/**
 * `connections` workers, each sending the next request of `pick()` as soon as the previous
 * answered, for `seconds`. `onAnswer(answer, at)` sees every answer (or error) as it arrives.
 */
export async function drive({ port, connections, seconds, pick, onAnswer = () => undefined }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const next = pick();
      try {
        const answer = await request({ port, agent, parse: false, ...next });
        latencies.push(answer.ms);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 400) errors++;
        onAnswer(answer, Date.now());
      } catch (error) {
        errors++;
        const kind = `network:${error.code ?? error.message}`;
        statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
        onAnswer({ status: 'network', error }, Date.now());
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
    errors,
    statuses: Object.fromEntries(statuses),
  };
}
