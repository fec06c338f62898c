// Database metrics (ADR 0270): the PostgreSQL pool's connections in use, idle and waited for,
// and how long a query waited for a connection (the pool's `connect` timed); transaction retries
// and give-ups, daily job runs and outbox e-mail tries as the db helpers report them
// (db/observe.ts). The embedded database is one connection and has no pool to show.
import type pg from 'pg';
import { defineGauge } from './define';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { DB } from '../../db/database';
import { observeDatabase } from '../../db/observe';

export const POOL_WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function registerPoolMetrics(pool: pg.Pool, registry: Registry): void {
  defineGauge({
    name: 'league_db_pool_connections',
    help: 'PostgreSQL connections of this process by state: in_use (checked out) or idle.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  defineGauge({
    name: 'league_db_pool_max_connections',
    help: 'The most PostgreSQL connections this process opens.',
    registers: [registry],
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
  defineGauge({
    name: 'league_db_pool_waiting_queries',
    help: 'Queries waiting for a free PostgreSQL connection now.',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  const wait = new Histogram({
    name: 'league_db_pool_wait_seconds',
    help: 'Time a query waited for a PostgreSQL connection from the pool.',
    buckets: POOL_WAIT_BUCKETS,
    registers: [registry],
  });
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient>;
  // Kysely asks for connections with the promise form; the callback form is passed through.
  pool.connect = ((callback?: unknown) => {
    if (callback) return connect(callback);
    const started = performance.now();
    return connect().then((client) => {
      wait.observe((performance.now() - started) / 1000);
      return client;
    });
  }) as typeof pool.connect;
}

export function registerDatabaseEvents(db: DB, registry: Registry): void {
  const retries = new Counter({
    name: 'league_db_transaction_retries_total',
    help: 'Transactions run again after a deadlock (40P01) or a serialization failure (40001).',
    labelNames: ['code'],
    registers: [registry],
  });
  const givenUp = new Counter({
    name: 'league_db_transactions_given_up_total',
    help: 'Transactions abandoned after repeated conflicts (answered 503).',
    labelNames: ['code'],
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'league_job_runs_total',
    help: 'Daily job runs by this process: done (did the day), skipped (another process had), failed.',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const emails = new Counter({
    name: 'league_email_sends_total',
    help: 'Outbox e-mail tries by this process: sent, due (refused, tried again later), failed (given up), off (not to send).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  for (const outcome of ['sent', 'due', 'failed', 'off']) emails.inc({ outcome }, 0);
  observeDatabase(db, {
    transactionRetried: (code) => retries.inc({ code }),
    transactionGivenUp: (code) => givenUp.inc({ code }),
    jobRun: (job, outcome) => jobs.inc({ job, outcome }),
    emailOutcome: (outcome) => emails.inc({ outcome }),
  });
}
