// What the database helpers tell an observer (the metrics, ADR 0270): a transaction retried after
// a conflict or given up (transaction.ts), a daily job's run (job-runs.ts), an outbox e-mail's
// try (notifications.mailer.ts). Registered per `db`,
// as the transaction log is: a service knows its `db`, not the app, and several apps (tests,
// replicas) each observe their own. Nothing registered: nothing is told.
import type { DB } from './database';

export type JobOutcome = 'done' | 'skipped' | 'failed';

export interface DatabaseObserver {
  transactionRetried?(code: string): void;
  transactionGivenUp?(code: string): void;
  /** `done`: this process did the day's work; `skipped`: another had done it; `failed`: it threw. */
  jobRun?(job: string, outcome: JobOutcome): void;
  /** A notification e-mail's try (the outbox, notifications.mailer.ts): sent, to try again, given up, or not to send. */
  emailOutcome?(outcome: 'sent' | 'due' | 'failed' | 'off'): void;
}

const observers = new WeakMap<DB, DatabaseObserver>();

export function observeDatabase(db: DB, observer: DatabaseObserver): void {
  observers.set(db, observer);
}

export const observerOf = (db: DB): DatabaseObserver | undefined => observers.get(db);
