// GET /healthz and GET /readyz (ADR 0271), at the root beside the product's pages, as
// Kubernetes, load balancers and docker-compose expect them:
//   /healthz  200 while the process runs its event loop (liveness: restart it when this fails);
//   /readyz   200 when it may take traffic, 503 otherwise (readiness: send it no requests), with
//             what failed: `{ status, checks: { database, migrations, draining }, pending? }`.
// Never cached; their requests are not logged (a probe every few seconds would drown the log).
// While draining, every answer says `Connection: close`, so clients and proxies open their next
// connection elsewhere instead of reusing one to a process about to stop.
import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness';

export const HEALTH_PATHS = ['/healthz', '/readyz'] as const;

export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  const quiet = { logLevel: 'warn' as const, config: { publicCache: false } };
  app.get('/healthz', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', quiet, async (_request, reply) => {
    const report = await readiness.check();
    reply.code(report.ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: report.ready ? 'ready' : 'not ready', checks: report.checks, pending: report.pending };
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.draining) reply.header('connection', 'close');
    return payload;
  });
}
