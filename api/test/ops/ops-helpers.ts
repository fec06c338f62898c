// What the ops tests share: a TCP proxy that cuts a database off (as the fault drill does), an
// SSE client, the Prometheus text read with a parser, and a wait for a condition.
import http from 'node:http';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

export const METRICS_TOKEN = 'scrape-token-for-tests-0123456789';

/** A TCP proxy the test stops (closing every connection: the database is unreachable) and starts. */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  constructor(
    private readonly target: { host: string; port: number },
    public port = 0,
  ) {}
  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Polls `probe` until it answers true (a condition, never a fixed sleep); fails after `ms`. */
export async function waitFor(probe: () => Promise<boolean> | boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface SseFrame {
  event?: string;
  data?: string;
}

/** An SSE client: its frames, whether the server ended the stream, and a way to close it. */
export function openStream(url: string) {
  const frames: SseFrame[] = [];
  const state = { status: 0, ended: false };
  let buffer = '';
  const request = http.get(url, { headers: { accept: 'text/event-stream' } }, (response) => {
    state.status = response.statusCode ?? 0;
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame: SseFrame = {};
        for (const line of buffer.slice(0, end).split('\n')) {
          const [key, ...rest] = line.split(': ');
          if (key === 'event' || key === 'data') frame[key] = rest.join(': ');
        }
        buffer = buffer.slice(end + 2);
        if (frame.event) frames.push(frame);
      }
    });
    response.on('end', () => (state.ended = true));
    response.on('close', () => (state.ended = true));
  });
  request.on('error', () => (state.ended = true));
  return { frames, state, close: () => request.destroy() };
}

export interface MetricFamily {
  name: string;
  help: string;
  type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
  metrics: Array<{
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }>;
}

/** The metrics of `app` (main port, with the token) parsed by a Prometheus text-format parser. */
export async function scrape(app: FastifyInstance): Promise<Map<string, MetricFamily>> {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (response.statusCode !== 200) throw new Error(`metrics answered ${response.statusCode}`);
  const families = parsePrometheusTextFormat(response.body) as MetricFamily[];
  return new Map(families.map((family) => [family.name, family]));
}

/** The value of one series (a counter or gauge), 0 when absent; histograms give their count. */
export function valueOf(families: Map<string, MetricFamily>, name: string, labels: Record<string, string> = {}) {
  const family = families.get(name);
  const series = family?.metrics.find((metric) =>
    Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value),
  );
  if (!series) return 0;
  return Number(series.value ?? series.count ?? 0);
}
