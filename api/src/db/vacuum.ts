// The embedded database vacuums itself. PGlite runs PostgreSQL in single-user mode, without the
// autovacuum that a server runs: every update leaves the old row version behind (a match row is
// rewritten with each protocol save and each change of its events, which recounts its tally),
// so reads scan ever more dead rows and the planner's statistics age. The API on PGlite runs
// `vacuum analyze` a minute after it starts and then every `VACUUM_INTERVAL_MINUTES` (6 hours by
// default; 0: never). The command takes the one connection like any statement, so requests wait
// for it: about 0.7 s on the large seed (ten times the demo league), well under that on a
// league's own data.
import { sql } from 'kysely';
import type { DB } from './database';

export interface VacuumSchedule {
  /** Stops the timer (the app's onClose). */
  stop(): void;
}

export function scheduleVacuum(
  db: DB,
  options: { firstAfterMs: number; everyMs: number; onDone?: (ms: number) => void; onError?: (error: unknown) => void },
): VacuumSchedule {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const next = (delay: number) => {
    if (stopped || options.everyMs <= 0) return;
    timer = setTimeout(run, delay);
    timer.unref();
  };
  const run = async () => {
    const started = performance.now();
    try {
      await vacuum(db);
      options.onDone?.(Math.round(performance.now() - started));
    } catch (error) {
      options.onError?.(error);
    }
    next(options.everyMs);
  };
  next(options.firstAfterMs);
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/** Dead row versions removed and statistics refreshed, in every table. */
export async function vacuum(db: DB): Promise<void> {
  await sql`vacuum analyze`.execute(db);
}
