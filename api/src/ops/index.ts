// Running the product as a service (ADR 0270, 0271, 0272): health and readiness probes, the
// request's id in every log line, Prometheus metrics, and the drain on shutdown. buildApp calls
// `registerOps` before the modules (its hooks see every route) and `watch` once the services are
// composed; the entries (api/src/server.ts, server/src/main.ts) call `handleShutdownSignals`.
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/connection';
import { registerHealthRoutes } from './health/health.routes';
import { createReadiness, type Readiness } from './health/readiness';
import { registerRequestScope } from './logging/request-scope';
import { registerDatabaseEvents, registerPoolMetrics } from './metrics/database-metrics';
import { registerHttpMetrics } from './metrics/http-metrics';
import { registerMetricsListener, registerMetricsRoute, type MetricsAccess } from './metrics/metrics-endpoint';
import { registerReadinessMetrics, registerServiceMetrics, type WatchedServices } from './metrics/service-metrics';
import { registerSharedFigures } from './metrics/shared-figures';

export { handleShutdownSignals, shutDown } from './shutdown';
export { requestIdOf } from './logging/request-scope';

export interface Ops {
  readiness: Readiness;
  /** The metrics registry (null when metrics are not served). */
  registry: Registry | null;
  /** Adds the figures of the composed services (live streams, search index). */
  watch(services: WatchedServices): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness and metrics of this app (ops/index.ts). */
    ops: Ops;
  }
}

export function registerOps(
  app: FastifyInstance,
  { database, metrics }: { database: DatabaseHandle; metrics: MetricsAccess | null },
): Ops {
  registerRequestScope(app);
  const readiness = createReadiness(database.db);
  registerHealthRoutes(app, readiness);
  let registry: Registry | null = null;
  if (metrics) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
    registerHttpMetrics(app, registry);
    registerDatabaseEvents(database.db, registry);
    if (database.pool) registerPoolMetrics(database.pool, registry);
    registerSharedFigures(database.db, registry);
    registerReadinessMetrics(registry, readiness);
    registerMetricsListener(app, registry, metrics);
  }
  registerMetricsRoute(app, registry ?? new Registry(), metrics ?? { port: null, host: '127.0.0.1', token: null });
  const ops: Ops = {
    readiness,
    registry,
    watch(services) {
      if (registry) registerServiceMetrics(registry, services);
    },
  };
  app.decorate('ops', ops);
  return ops;
}
