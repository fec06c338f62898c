// Shared by `npm run bench:load` and `npm run bench:faults`: start the real API server
// (api/src/server.ts) on loopback, two load drivers and latency percentiles. Loopback only;
// every run is bounded in time.
//   drive(): node:http keep-alive workers in this thread, with a callback per answer (faults).
//   load():  N connections spread over worker threads that speak HTTP/1.1 on raw sockets, so
//            the client costs little next to the server; every connection is opened and has
//            had one answer before the measured window starts, and stays open through it.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Starts api/src/server.ts with `env` on 127.0.0.1:`port`; resolves when it answers. */
export async function startApi(port, env) {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', '@league/api/register', path.join(root, 'api/src/server.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    },
  );
  const exited = new Promise((_, reject) => child.on('exit', (code) => reject(new Error(`api exited with ${code}`))));
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('api did not start within 5 minutes');
    const ok = await Promise.race([
      request({ port, path: '/api/v1/datetime' }).then(
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

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
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

// ---------------------------------------------------------------------------------------------
// load(): the raw-socket driver

const CRLF2 = Buffer.from('\r\n\r\n');

/** The bytes of one keep-alive GET. */
function requestBytes(port, { path: url, headers = {} }) {
  const lines = [`GET ${url} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Accept-Language: ru', 'Connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

/**
 * One keep-alive connection sending one request at a time. `send(bytes)` resolves with
 * { status, cache, ms } when the whole answer (headers and body, Content-Length or chunked) has
 * arrived, ms measured from the write; rejects on a socket error, a close or a timeout.
 */
class RawConnection {
  constructor(port, timeoutMs) {
    this.port = port;
    this.timeoutMs = timeoutMs;
    this.socket = null;
    this.pending = null;
  }

  open() {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ port: this.port, host: '127.0.0.1', noDelay: true });
      socket.once('connect', () => {
        socket.off('error', reject);
        socket.on('error', (error) => this.fail(error));
        socket.on('close', () => {
          this.socket = null;
          this.fail(Object.assign(new Error('connection closed by the server'), { code: 'CLOSED' }));
        });
        socket.on('data', (chunk) => this.data(chunk));
        this.socket = socket;
        resolve();
      });
      socket.once('error', reject);
    });
  }

  send(bytes) {
    return new Promise((resolve, reject) => {
      this.pending = {
        resolve,
        reject,
        started: process.hrtime.bigint(),
        buffer: null,
        head: null,
        bodyLeft: 0,
        chunked: false,
      };
      this.timer = setTimeout(() => {
        this.fail(Object.assign(new Error('timeout'), { code: 'TIMEOUT' }));
        this.close();
      }, this.timeoutMs);
      this.socket.write(bytes);
    });
  }

  fail(error) {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(this.timer);
    pending.reject(error);
  }

  done(extra) {
    const pending = this.pending;
    this.pending = null;
    clearTimeout(this.timer);
    pending.resolve({
      status: pending.head.status,
      cache: pending.head.cache,
      ms: Number(process.hrtime.bigint() - pending.started) / 1e6,
      ...extra,
    });
  }

  data(chunk) {
    const p = this.pending;
    if (!p) return; // bytes after a timeout: the connection is being closed
    p.buffer = p.buffer ? Buffer.concat([p.buffer, chunk]) : chunk;
    if (!p.head) {
      const end = p.buffer.indexOf(CRLF2);
      if (end < 0) return;
      const lines = p.buffer.toString('latin1', 0, end).split('\r\n');
      const head = { status: Number(lines[0].split(' ')[1]), cache: null, close: false };
      let length = 0;
      for (let i = 1; i < lines.length; i++) {
        const colon = lines[i].indexOf(':');
        const name = lines[i].slice(0, colon).toLowerCase();
        const value = lines[i].slice(colon + 1).trim();
        if (name === 'content-length') length = Number(value);
        else if (name === 'transfer-encoding' && value.toLowerCase().includes('chunked')) p.chunked = true;
        else if (name === 'x-cache') head.cache = value;
        else if (name === 'connection' && value.toLowerCase() === 'close') head.close = true;
      }
      p.head = head;
      p.buffer = p.buffer.subarray(end + 4);
      p.bodyLeft = head.status === 304 || head.status === 204 ? 0 : length;
    }
    if (p.chunked) {
      // Chunks: size in hex, CRLF, data, CRLF; the last one has size 0 (then CRLF CRLF).
      for (;;) {
        const line = p.buffer.indexOf('\r\n');
        if (line < 0) return;
        const size = parseInt(p.buffer.toString('latin1', 0, line), 16);
        if (size === 0) {
          if (p.buffer.length < line + 4) return;
          return this.done({ close: p.head.close });
        }
        if (p.buffer.length < line + 2 + size + 2) return;
        p.buffer = p.buffer.subarray(line + 2 + size + 2);
      }
    }
    if (p.buffer.length < p.bodyLeft) return;
    this.done({ close: p.head.close });
  }

  close() {
    this.socket?.destroy();
    this.socket = null;
  }
}

/** In a worker thread: `connections` raw connections cycling through `requests` (strings of bytes). */
async function loadWorker({ ports, first, connections, requests, offset, timeoutMs, warmBatch }) {
  const bytes = requests.map((text) => Buffer.from(text, 'latin1'));
  let next = offset;
  let picked = 0;
  const pick = () => {
    picked = next++ % bytes.length;
    return bytes[picked];
  };
  const pool = Array.from(
    { length: connections },
    (_, i) => new RawConnection(ports[(first + i) % ports.length], timeoutMs),
  );
  // Warm-up: open the connections a batch at a time and have each answered once, so every one
  // has been accepted by the server before the measured window (Node accepts one connection per
  // event-loop turn: 500 connections opened at once on a busy server wait seconds in the
  // accept queue).
  for (let i = 0; i < pool.length; i += warmBatch) {
    await Promise.all(
      pool.slice(i, i + warmBatch).map(async (connection) => {
        await connection.open();
        await connection.send(pick());
      }),
    );
  }
  parentPort.postMessage({ type: 'ready' });
  const { until } = await new Promise((resolve) => parentPort.once('message', resolve));
  const latencies = [];
  const which = [];
  const statuses = {};
  const cache = {};
  const errors = {};
  let reconnects = 0;
  const count = (table, key) => (table[key] = (table[key] ?? 0) + 1);
  const run = async (connection) => {
    while (Date.now() < until) {
      try {
        if (!connection.socket) {
          reconnects++;
          await connection.open();
        }
        const message = pick();
        const index = picked;
        const answer = await connection.send(message);
        latencies.push(answer.ms);
        which.push(index);
        count(statuses, answer.status);
        count(cache, answer.cache ?? 'none');
        if (answer.status >= 400) count(errors, `HTTP ${answer.status}`);
        if (answer.close) connection.close();
      } catch (error) {
        count(errors, error.code ?? error.message);
        connection.close();
      }
    }
  };
  await Promise.all(pool.map(run));
  for (const connection of pool) connection.close();
  const array = Float64Array.from(latencies);
  const indexes = Uint32Array.from(which);
  parentPort.postMessage({ type: 'done', latencies: array, indexes, statuses, cache, errors, reconnects }, [
    array.buffer,
    indexes.buffer,
  ]);
}

if (!isMainThread && workerData?.role === 'bench-load') {
  loadWorker(workerData).catch((error) => {
    parentPort.postMessage({ type: 'failed', message: String(error?.stack ?? error) });
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
export function processCpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

/** The kernel's TCP counters that tell accept-queue overflows and resets apart (nstat), or null. */
export function tcpCounters() {
  try {
    const names = [
      'TcpExtListenOverflows',
      'TcpExtListenDrops',
      'TcpEstabResets',
      'TcpOutRsts',
      'TcpExtTCPAbortOnData',
    ];
    const text = execFileSync('nstat', ['-az', ...names], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return Object.fromEntries(
      text
        .split('\n')
        .filter((line) => line.startsWith('Tcp'))
        .map((line) => [line.split(/\s+/)[0], Number(line.split(/\s+/)[1])]),
    );
  } catch {
    return null;
  }
}

/** Connections waiting in the listen socket's accept queue (ss, Linux), or null. */
function acceptQueue(port) {
  try {
    const text = execFileSync('ss', ['-ltnH', 'sport', '=', `:${port}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const line = text.trim().split('\n')[0];
    return line ? Number(line.trim().split(/\s+/)[1]) : null;
  } catch {
    return null;
  }
}

/**
 * `connections` keep-alive connections over `threads` worker threads, each sending the next of
 * `requests` ({ path, headers }) as soon as its previous answer is complete, for `seconds`
 * after every connection was opened and answered once. Latency: from the request's write to
 * the last byte of its answer. `serverPid`: the server's CPU use over the window is reported.
 * Several servers (`ports`, `serverPids`, in the same order): the connections are dealt to them
 * in turn, as a proxy spreading connections would; their CPU is added up.
 */
export async function load({
  port,
  ports = [port],
  connections,
  seconds,
  requests,
  threads = 1,
  timeoutMs = 10_000,
  serverPid,
  serverPids = serverPid ? [serverPid] : [],
  databasePids = [],
  warmBatch = 25,
  byPath: byPathWanted = false,
}) {
  const texts = requests.map((r) => requestBytes(ports[0], r).toString('latin1'));
  const shares = Array.from(
    { length: threads },
    (_, t) => Math.floor(connections / threads) + (t < connections % threads ? 1 : 0),
  ).filter((n) => n > 0);
  const firsts = shares.map((_, t) => shares.slice(0, t).reduce((sum, n) => sum + n, 0));
  const workers = shares.map(
    (share, t) =>
      new Worker(new URL(import.meta.url), {
        workerData: {
          role: 'bench-load',
          ports,
          first: firsts[t],
          connections: share,
          requests: texts,
          offset: Math.floor((t * texts.length) / shares.length),
          timeoutMs,
          warmBatch,
        },
      }),
  );
  const message = (worker, type) =>
    new Promise((resolve, reject) => {
      const onMessage = (m) => {
        if (m.type === 'failed') reject(new Error(m.message));
        else if (m.type === type) {
          worker.off('message', onMessage);
          resolve(m);
        }
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  const warmStarted = Date.now();
  await Promise.all(workers.map((worker) => message(worker, 'ready')));
  const warmSeconds = (Date.now() - warmStarted) / 1000;

  const tcpBefore = tcpCounters();
  const serversCpu = () => (serverPids.length ? serverPids.map((pid) => processCpuSeconds(pid)) : null);
  const serverCpuBefore = serversCpu();
  // PostgreSQL's backends of the run (same machine): the database's share of the work.
  const databaseCpu = () => databasePids.map((pid) => processCpuSeconds(pid));
  const databaseCpuBefore = databaseCpu();
  const clientCpuBefore = process.cpuUsage();
  const deepestQueue = () =>
    ports.map(acceptQueue).reduce((max, queued) => (queued === null ? max : Math.max(max ?? 0, queued)), null);
  let queueMax = deepestQueue();
  const sampler = setInterval(() => {
    const queued = deepestQueue();
    if (queued !== null) queueMax = Math.max(queueMax ?? 0, queued);
  }, 1000);
  const started = Date.now();
  const results = workers.map((worker) => message(worker, 'done'));
  for (const worker of workers) worker.postMessage({ until: started + seconds * 1000 });
  const parts = await Promise.all(results);
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const serverCpuAfter = serversCpu();
  const databaseCpuAfter = databaseCpu();
  const tcpAfter = tcpCounters();
  await Promise.all(workers.map((worker) => worker.terminate()));

  const merge = (key) => {
    const out = {};
    for (const part of parts) for (const [k, n] of Object.entries(part[key])) out[k] = (out[k] ?? 0) + n;
    return out;
  };
  const all = new Float64Array(parts.reduce((sum, part) => sum + part.latencies.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part.latencies, at);
    at += part.latencies.length;
  }
  // Per request line (BENCH_BY_PATH=1): which calls make the tail.
  const byRequest = new Map();
  for (const part of parts) {
    for (let i = 0; i < part.latencies.length; i++) {
      const line = requests[part.indexes[i]];
      const name = `${line.path}${line.headers?.authorization ? ' (token)' : ''}`;
      if (!byRequest.has(name)) byRequest.set(name, []);
      byRequest.get(name).push(part.latencies[i]);
    }
  }
  const byPath = Object.fromEntries(
    [...byRequest].map(([name, list]) => {
      list.sort((a, b) => a - b);
      return [
        name,
        { n: list.length, p50: Number(percentile(list, 50).toFixed(1)), p99: Number(percentile(list, 99).toFixed(1)) },
      ];
    }),
  );
  all.sort();
  const errors = merge('errors');
  const round = (ms) => Number(ms.toFixed(1));
  const known =
    serverCpuBefore !== null &&
    serverCpuAfter !== null &&
    [...serverCpuBefore, ...serverCpuAfter].every((n) => n !== null);
  const perServer = known ? serverCpuAfter.map((after, i) => (after - serverCpuBefore[i]) / elapsed) : null;
  const serverCpu = perServer ? perServer.reduce((sum, n) => sum + n, 0) : null;
  return {
    connections,
    threads: shares.length,
    seconds: round(elapsed),
    warmup_s: round(warmSeconds),
    requests: all.length,
    rps: Math.round(all.length / elapsed),
    p50: round(percentile(all, 50)),
    p90: round(percentile(all, 90)),
    p99: round(percentile(all, 99)),
    max: round(all.length ? all[all.length - 1] : 0),
    errors: Object.values(errors).reduce((sum, n) => sum + n, 0),
    error_kinds: errors,
    reconnects: parts.reduce((sum, part) => sum + part.reconnects, 0),
    statuses: merge('statuses'),
    x_cache: merge('cache'),
    server_cpu:
      serverCpu !== null
        ? `${Math.round(serverCpu * 100)}% of a core${perServer.length > 1 ? ` (${perServer.map((n) => `${Math.round(n * 100)}%`).join(' + ')})` : ''}`
        : 'unknown',
    // Answers per second of the server's own CPU: comparable between runs on a shared machine.
    rps_per_server_core: serverCpu ? Math.round(all.length / elapsed / serverCpu) : null,
    client_cpu: `${Math.round(((clientCpu.user + clientCpu.system) / 1e6 / elapsed) * 100)}% of a core`,
    // A backend that ended during the run (a connection the pool closed) is left out.
    ...(databasePids.length
      ? {
          database_cpu: `${Math.round((databaseCpuAfter.reduce((sum, after, i) => (after === null || databaseCpuBefore[i] === null ? sum : sum + after - databaseCpuBefore[i]), 0) / elapsed) * 100)}% of a core (${databasePids.length} backends)`,
        }
      : {}),
    accept_queue_max: queueMax,
    ...(byPathWanted ? { by_path: byPath } : {}),
    tcp:
      tcpBefore && tcpAfter
        ? Object.fromEntries(
            Object.keys(tcpAfter).map((k) => [k.replace(/^TcpExt|^Tcp/, ''), tcpAfter[k] - tcpBefore[k]]),
          )
        : 'unknown',
  };
}
