// The row of `job_runs`: a daily job's run for one league day (db/job-runs.ts, ADR 0167).
import type { CreatedAt, DateOnly, WithDefault } from './types';

export interface JobRunTable {
  job: string;
  /** The league day (Asia/Almaty) the run is for. */
  day: DateOnly;
  started_at: CreatedAt;
  /** What the run did (e.g. reminders sent), for the log and the tests. */
  done: WithDefault<number>;
}

export interface JobRunTables {
  job_runs: JobRunTable;
}
