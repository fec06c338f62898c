// A daily job done once a day by one process only (ADR 0167). The day's row of `job_runs` is
// taken inside the transaction that does the day's work: a second process (or a second tick of
// the same one) inserting the same (job, day) waits on the key until the first commits, then
// finds it taken and does nothing; if the first rolls back (a crash, an error), the row goes with
// its work and the next tick does the day again. On the embedded database there is one process
// and one connection: the same statement, nothing to wait for.
import type { DB } from './database';
import { observerOf } from './observe';
import { inTransaction, type Trx, type TxScope } from './transaction';

export type { JobRunTable, JobRunTables } from './job-runs.table';

/**
 * Runs `work` for `day` unless a run of `job` for that day committed already; answers what `work`
 * returned, or null when the day was done by somebody else. `work` runs in the transaction that
 * holds the day's row, so its writes and the row commit (or roll back) together.
 */
export async function onceADay(
  db: DB,
  job: string,
  day: string,
  work: (trx: Trx, tx: TxScope) => Promise<number>,
): Promise<number | null> {
  const observer = observerOf(db);
  const run = inTransaction(
    db,
    async (trx, tx) => {
      const taken = await trx
        .insertInto('job_runs')
        .values({ job, day })
        .onConflict((oc) => oc.columns(['job', 'day']).doNothing())
        .returning('job')
        .executeTakeFirst();
      if (!taken) return null;
      const done = await work(trx, tx);
      await trx.updateTable('job_runs').set({ done }).where('job', '=', job).where('day', '=', day).execute();
      return done;
    },
    { label: `job ${job}` },
  );
  if (!observer?.jobRun) return run;
  return run.then(
    (done) => {
      observer.jobRun?.(job, done === null ? 'skipped' : 'done');
      return done;
    },
    (error: unknown) => {
      observer.jobRun?.(job, 'failed');
      throw error;
    },
  );
}
