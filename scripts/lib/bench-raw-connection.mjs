// The raw-socket side of the load driver (scripts/lib/bench-load-driver.mjs): keep-alive
// HTTP/1.1 connections to the league's API on loopback that send one request at a time and read
// whole answers, and the worker thread that cycles its share of the connections through the
// bench's requests for the measured window. This file is the worker's entry.
import net from 'node:net';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

const CRLF2 = Buffer.from('\r\n\r\n');

/** The bytes of one keep-alive GET. */
export function requestBytes(port, { path: url, headers = {} }) {
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
