// Is this process fit to take traffic (ADR 0271)? Three conditions, read in one statement:
//   - the database answers (within READY_TIMEOUT_MS: a proxy cut or a stalled server is "no");
//   - every migration this code knows is applied (a process started on a database a step
//     behind — another version still migrating it — would answer with a schema it does not
//     expect); migrations of a newer release that this code does not know do not make it unready:
//     during a rolling upgrade the old processes keep serving until they are replaced;
//   - the process is not draining (shutdown has begun, shutdown.ts).
// Liveness (`/healthz`) asks none of these: a process that has lost its database is alive and
// recovers by itself when the database is back; restarting it would not help.
import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { migrationNames } from '../../db/migrate';

export const READY_TIMEOUT_MS = 2_000;
/** Answers kept this long: probes of several balancers and the metrics scrape share one statement. */
const KEEP_MS = 500;

export interface ReadinessReport {
  ready: boolean;
  checks: {
    database: 'ok' | 'unreachable' | 'unknown';
    migrations: 'ok' | 'pending' | 'unknown';
    draining: boolean;
  };
  /** Migrations this code expects that the database lacks (only when pending). */
  pending?: string[];
}

export interface Readiness {
  check(): Promise<ReadinessReport>;
  /** Shutdown has begun: not ready from now on. */
  drain(): void;
  readonly draining: boolean;
  /** How often the answer changed between ready and not ready (the flapping alert). */
  readonly transitions: number;
  /** The last answer (null before the first check). */
  readonly last: boolean | null;
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/** PostgreSQL's "undefined table": the database answers but was never migrated. */
const UNDEFINED_TABLE = '42P01';

async function probe(db: DB, expected: string[], timeoutMs: number): Promise<Omit<ReadinessReport, 'ready'>> {
  try {
    const applied = await withTimeout(sql<{ name: string }>`select name from kysely_migration`.execute(db), timeoutMs);
    const names = new Set(applied.rows.map((row) => row.name));
    const pending = expected.filter((name) => !names.has(name));
    return pending.length > 0
      ? { checks: { database: 'ok', migrations: 'pending', draining: false }, pending }
      : { checks: { database: 'ok', migrations: 'ok', draining: false } };
  } catch (error) {
    if ((error as { code?: unknown }).code === UNDEFINED_TABLE)
      return { checks: { database: 'ok', migrations: 'pending', draining: false }, pending: expected };
    return { checks: { database: 'unreachable', migrations: 'unknown', draining: false } };
  }
}

export function createReadiness(
  db: DB,
  { expected = migrationNames(), timeoutMs = READY_TIMEOUT_MS, now = () => performance.now() } = {},
): Readiness {
  let draining = false;
  let last: boolean | null = null;
  let transitions = 0;
  let kept: { at: number; report: Promise<ReadinessReport> } | null = null;
  const record = (ready: boolean) => {
    if (last !== null && last !== ready) transitions += 1;
    last = ready;
  };
  return {
    async check() {
      if (draining) {
        record(false);
        return { ready: false, checks: { database: 'unknown', migrations: 'unknown', draining: true } };
      }
      if (!kept || now() - kept.at > KEEP_MS) {
        const report = probe(db, expected, timeoutMs).then((found) => {
          const ready = found.checks.database === 'ok' && found.checks.migrations === 'ok' && !draining;
          record(ready);
          return { ready, ...found, checks: { ...found.checks, draining } };
        });
        kept = { at: now(), report };
      }
      return kept.report;
    },
    drain() {
      draining = true;
      kept = null;
    },
    get draining() {
      return draining;
    },
    get transitions() {
      return transitions;
    },
    get last() {
      return last;
    },
  };
}
