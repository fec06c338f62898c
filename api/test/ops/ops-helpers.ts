// What the ops tests share: a TCP proxy that cuts a database off (as the fault drill does), a
// migrated database behind one and an app straight on a database, an SSE client, the Prometheus exposition read and checked by promtool, and a wait for a condition.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { openPostgres, type DatabaseHandle } from '../../src/db/connection';
import { migrateToLatest } from '../../src/db/migrate';

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

/**
 * An app straight on `database` (neither migrated nor seeded by it), without logs, served uploads
 * or the public micro-cache: what the tests of a database going away call.
 */
export function appOnDatabase(
  database: DatabaseHandle,
  options: Omit<BuildAppOptions, 'database'> = {},
): Promise<FastifyInstance> {
  return buildApp({
    database,
    migrate: false,
    seed: false,
    logger: false,
    serveUploads: false,
    config: { publicCacheTtlMs: 0, legacyUploads: null },
    ...options,
  });
}

/**
 * A new migrated PostgreSQL database (on the test server) reached through a started TcpProxy:
 * the proxy, the database's URL through it, and `drop()` that stops the proxy and removes the
 * database.
 */
export async function databaseBehindProxy(): Promise<{ proxy: TcpProxy; url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `league_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const direct = openPostgres(target.toString(), { max: 1 });
  await migrateToLatest(direct.db);
  await direct.destroy();
  const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  await proxy.start();
  const viaProxy = new URL(target.toString());
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const drop = async () => {
    await proxy.stop().catch(() => undefined);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  return { proxy, url: viaProxy.toString(), drop };
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
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
}

export interface Scrape {
  families: Map<string, MetricFamily>;
  samples: Array<{ name: string; labels: Record<string, string>; value: number }>;
  text: string;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(,|$)/y;

/**
 * Reads the values of a Prometheus text exposition, refusing any line outside its grammar. The
 * format itself is checked by Prometheus's own parser and linter (`promtoolCheck`).
 */
export function readExposition(text: string): Scrape {
  const families = new Map<string, MetricFamily>();
  const samples: Scrape['samples'] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      const family = families.get(meta[2]) ?? { name: meta[2], help: '', type: 'untyped' };
      if (meta[1] === 'HELP') family.help = meta[3];
      else family.type = meta[3] as MetricFamily['type'];
      families.set(meta[2], family);
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a line of the exposition format: ${line}`);
    const labels: Record<string, string> = {};
    const body = sample[2] ?? '';
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < body.length) {
      const label = LABEL.exec(body);
      if (!label) throw new Error(`bad labels: ${line}`);
      labels[label[1]] = label[2].replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    samples.push({ name: sample[1], labels, value: Number(sample[3]) });
  }
  return { families, samples, text };
}

/** Prometheus's own parser and linter (`promtool check metrics`, Debian package `prometheus`). */
export function promtoolCheck(text: string): { status: number | null; output: string } {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  if (run.error) throw new Error(`promtool is needed (Debian package prometheus): ${run.error.message}`);
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}

/** The metrics of `app` (main port, with the token). */
export async function scrape(app: FastifyInstance): Promise<Scrape> {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (response.statusCode !== 200) throw new Error(`metrics answered ${response.statusCode}`);
  return readExposition(response.body);
}

/** The value of one series (0 when absent); a histogram gives its count. */
export function valueOf(scraped: Scrape, name: string, labels: Record<string, string> = {}): number {
  const sampleName = scraped.families.get(name)?.type === 'histogram' ? `${name}_count` : name;
  const series = scraped.samples.find(
    (sample) =>
      sample.name === sampleName && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return series?.value ?? 0;
}
