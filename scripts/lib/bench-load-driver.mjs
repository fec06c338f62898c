// load(): the raw-socket load driver of `npm run bench:load` (re-exported by bench-http.mjs).
// N keep-alive connections to the league's API spread over worker threads
// (bench-raw-connection.mjs), so the client costs little next to the server; every connection
// is opened and has had one answer before the measured window starts, and stays open through
// it. Around the window it reads the servers', the database's and the client's CPU, the
// kernel's TCP counters and the deepest accept queue (bench-measures.mjs).
import { Worker } from 'node:worker_threads';
import { acceptQueue, percentile, processCpuSeconds, tcpCounters } from './bench-measures.mjs';
import { requestBytes } from './bench-raw-connection.mjs';

const WORKER_ENTRY = new URL('./bench-raw-connection.mjs', import.meta.url);

/** The connections each thread opens (threads without any left out) and the first one's number. */
function dealConnections(connections, threads) {
  const shares = Array.from(
    { length: threads },
    (_, t) => Math.floor(connections / threads) + (t < connections % threads ? 1 : 0),
  ).filter((n) => n > 0);
  const firsts = shares.map((_, t) => shares.slice(0, t).reduce((sum, n) => sum + n, 0));
  return { shares, firsts };
}

/** Resolves with a worker's next message of `type`; rejects when the worker failed. */
function workerMessage(worker, type) {
  return new Promise((resolve, reject) => {
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
}

/** Samples the deepest accept queue of the servers every second; the returned stop() gives the maximum. */
function sampleAcceptQueue(ports) {
  const deepestQueue = () =>
    ports.map(acceptQueue).reduce((max, queued) => (queued === null ? max : Math.max(max ?? 0, queued)), null);
  let queueMax = deepestQueue();
  const sampler = setInterval(() => {
    const queued = deepestQueue();
    if (queued !== null) queueMax = Math.max(queueMax ?? 0, queued);
  }, 1000);
  return () => {
    clearInterval(sampler);
    return queueMax;
  };
}

/** The servers' CPU seconds so far (null when no server pid is known). */
const serversCpu = (serverPids) => (serverPids.length ? serverPids.map((pid) => processCpuSeconds(pid)) : null);
/** PostgreSQL's backends of the run (same machine): the database's share of the work. */
const databaseCpu = (databasePids) => databasePids.map((pid) => processCpuSeconds(pid));

/** The counters read as the measured window starts. */
function countersBefore({ serverPids, databasePids }) {
  const tcp = tcpCounters();
  const serverCpu = serversCpu(serverPids);
  const database = databaseCpu(databasePids);
  const clientCpu = process.cpuUsage();
  return { tcp, serverCpu, databaseCpu: database, clientCpu };
}

/** The counters read as the window ends (the client's CPU as used since `before`). */
function countersAfter({ serverPids, databasePids }, before) {
  const clientCpu = process.cpuUsage(before.clientCpu);
  const serverCpu = serversCpu(serverPids);
  const database = databaseCpu(databasePids);
  const tcp = tcpCounters();
  return { tcp, serverCpu, databaseCpu: database, clientCpu };
}

/** The counts of one table (statuses, x-cache, errors) of every thread, added up. */
function mergeCounts(parts, key) {
  const out = {};
  for (const part of parts) for (const [k, n] of Object.entries(part[key])) out[k] = (out[k] ?? 0) + n;
  return out;
}

/** Every thread's latencies in one sorted array. */
function allLatencies(parts) {
  const all = new Float64Array(parts.reduce((sum, part) => sum + part.latencies.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part.latencies, at);
    at += part.latencies.length;
  }
  return all.sort();
}

/** Per request line (BENCH_BY_PATH=1): which calls make the tail. */
function latencyByRequest(parts, requests) {
  const byRequest = new Map();
  for (const part of parts) {
    for (let i = 0; i < part.latencies.length; i++) {
      const line = requests[part.indexes[i]];
      const name = `${line.path}${line.headers?.authorization ? ' (token)' : ''}`;
      if (!byRequest.has(name)) byRequest.set(name, []);
      byRequest.get(name).push(part.latencies[i]);
    }
  }
  return Object.fromEntries(
    [...byRequest].map(([name, list]) => {
      list.sort((a, b) => a - b);
      return [
        name,
        { n: list.length, p50: Number(percentile(list, 50).toFixed(1)), p99: Number(percentile(list, 99).toFixed(1)) },
      ];
    }),
  );
}

/** The CPU figures of the window: the servers' (in all and per server), per server core, the client's, the database's. */
function cpuFigures(before, after, { elapsed, answers, databasePids }) {
  const known =
    before.serverCpu !== null &&
    after.serverCpu !== null &&
    [...before.serverCpu, ...after.serverCpu].every((n) => n !== null);
  const perServer = known ? after.serverCpu.map((cpu, i) => (cpu - before.serverCpu[i]) / elapsed) : null;
  const serverCpu = perServer ? perServer.reduce((sum, n) => sum + n, 0) : null;
  const client = after.clientCpu;
  return {
    server_cpu:
      serverCpu !== null
        ? `${Math.round(serverCpu * 100)}% of a core${perServer.length > 1 ? ` (${perServer.map((n) => `${Math.round(n * 100)}%`).join(' + ')})` : ''}`
        : 'unknown',
    // Answers per second of the server's own CPU: comparable between runs on a shared machine.
    rps_per_server_core: serverCpu ? Math.round(answers / elapsed / serverCpu) : null,
    client_cpu: `${Math.round(((client.user + client.system) / 1e6 / elapsed) * 100)}% of a core`,
    // A backend that ended during the run (a connection the pool closed) is left out.
    ...(databasePids.length
      ? {
          database_cpu: `${Math.round((after.databaseCpu.reduce((sum, cpu, i) => (cpu === null || before.databaseCpu[i] === null ? sum : sum + cpu - before.databaseCpu[i]), 0) / elapsed) * 100)}% of a core (${databasePids.length} backends)`,
        }
      : {}),
  };
}

/** The change of the kernel's TCP counters over the window, or 'unknown'. */
function tcpChange(before, after) {
  return before && after
    ? Object.fromEntries(Object.keys(after).map((k) => [k.replace(/^TcpExt|^Tcp/, ''), after[k] - before[k]]))
    : 'unknown';
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
  byPath = false,
}) {
  const texts = requests.map((r) => requestBytes(ports[0], r).toString('latin1'));
  const { shares, firsts } = dealConnections(connections, threads);
  const workers = shares.map(
    (share, t) =>
      new Worker(WORKER_ENTRY, {
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
  const warmStarted = Date.now();
  await Promise.all(workers.map((worker) => workerMessage(worker, 'ready')));
  const warmSeconds = (Date.now() - warmStarted) / 1000;

  const pids = { serverPids, databasePids };
  const before = countersBefore(pids);
  const stopSampling = sampleAcceptQueue(ports);
  const started = Date.now();
  const results = workers.map((worker) => workerMessage(worker, 'done'));
  for (const worker of workers) worker.postMessage({ until: started + seconds * 1000 });
  const parts = await Promise.all(results);
  const elapsed = (Date.now() - started) / 1000;
  const queueMax = stopSampling();
  const after = countersAfter(pids, before);
  await Promise.all(workers.map((worker) => worker.terminate()));

  const all = allLatencies(parts);
  const errors = mergeCounts(parts, 'errors');
  const round = (ms) => Number(ms.toFixed(1));
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
    statuses: mergeCounts(parts, 'statuses'),
    x_cache: mergeCounts(parts, 'cache'),
    ...cpuFigures(before, after, { elapsed, answers: all.length, databasePids }),
    accept_queue_max: queueMax,
    ...(byPath ? { by_path: latencyByRequest(parts, requests) } : {}),
    tcp: tcpChange(before.tcp, after.tcp),
  };
}
