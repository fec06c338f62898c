// HTTP metrics from Fastify's own hooks (ADR 0270): every answer counted by route template
// (`/api/v1/matches/:id`, never the URL: one series per route, not per match), method and status,
// with its latency in a histogram; the public micro-cache's hits and misses read from the
// `X-Cache` header it sets (plugins/public-cache.ts). A live stream's duration is how long a
// visitor watched, not a latency: it is counted, not timed.
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Seconds: from a cached answer (~1 ms) to the request timeout's order. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A request no route matched (a 404, a scanner): one series for all of them. */
export const UNMATCHED = '(unmatched)';

export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'league_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status code.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'league_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route template, method and status code (live streams not timed).',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const cache = new Counter({
    name: 'league_public_cache_requests_total',
    help: 'Public API answers by the micro-cache: hit (kept answer) or miss (computed).',
    labelNames: ['result'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: METHODS.has(request.method) ? request.method : 'OTHER',
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream'))
      duration.observe(labels, reply.elapsedTime / 1000);
    const cached = reply.getHeader('x-cache');
    if (cached === 'hit' || cached === 'miss') cache.inc({ result: cached });
  });
}
