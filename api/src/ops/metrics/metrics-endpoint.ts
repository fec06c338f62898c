// Where Prometheus reads the metrics (ADR 0270), never a visitor:
//   - METRICS_PORT: a listener of its own on METRICS_HOST (default 127.0.0.1), opened when the
//     app listens; a port the proxy in front does not forward (compose: not published);
//   - METRICS_TOKEN: `GET /metrics` on the product's port answers a scraper that sends
//     `Authorization: Bearer <token>` (on the metrics port too when set); anyone else gets 401.
// Without a token /metrics on the product's port is a 404, whatever the caller.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

export interface MetricsAccess {
  port: number | null;
  host: string;
  token: string | null;
}

export const METRICS_PATH = '/metrics';

/** True when the request's Authorization header carries `token` (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

const REFUSED = { success: false, message: 'Metrics need the scrape token' };

export function registerMetricsRoute(app: FastifyInstance, registry: Registry, access: MetricsAccess): void {
  app.get(METRICS_PATH, { logLevel: 'warn', config: { publicCache: false } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!access.token) return reply.code(404).send({ success: false, message: 'Not found' });
    if (!bearerMatches(request.headers.authorization, access.token))
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send(REFUSED);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

async function answer(registry: Registry, token: string | null, req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '').split('?', 1)[0];
  if ((req.method !== 'GET' && req.method !== 'HEAD') || path !== METRICS_PATH) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
    return;
  }
  if (token && !bearerMatches(req.headers.authorization, token)) {
    res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' });
    res.end('Metrics need the scrape token\n');
    return;
  }
  const body = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The metrics listener of METRICS_PORT: opened when the app listens, closed with it. */
export function registerMetricsListener(app: FastifyInstance, registry: Registry, access: MetricsAccess): void {
  if (access.port === null) return;
  let server: Server | null = null;
  app.addHook('onListen', async () => {
    const listener = createServer((req, res) => {
      answer(registry, access.token, req, res).catch((error: unknown) => {
        app.log.warn({ err: error }, 'metrics: the scrape failed');
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(access.port!, access.host, () => resolve());
    });
    server = listener;
    const bound = listener.address() as AddressInfo;
    app.log.info({ host: bound.address, port: bound.port }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    const open = server;
    server = null;
    if (!open) return;
    const closed = new Promise<void>((resolve) => open.close(() => resolve()));
    open.closeAllConnections();
    await closed;
  });
  app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? null);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the metrics listener is bound (METRICS_PORT; null before listen or without it). */
    metricsAddress?: () => AddressInfo | null;
  }
}
