// The one way the API runs a write transaction. On PostgreSQL with several API processes two
// writers can still meet in a deadlock (40P01) or, under a stricter isolation, a serialization
// failure (40001) that no lock order rules out (a foreign key's lock, an index page); the
// database then rolls one of them back, and the right answer is to run that transaction again,
// not a 500. `inTransaction` runs `work` in a transaction and, on those two codes only, again,
// up to ATTEMPTS times with a growing jittered pause (the writers that collided do not collide
// again in step); when every attempt failed it answers 503 with Retry-After.
//
// `work` may run more than once, so it does nothing that a rolled-back attempt cannot undo:
// rows (notifications too) are part of the transaction; anything outside the database — removing
// a replaced file, telling a cache — is registered with `afterCommit` and runs once, after the
// attempt that committed. A file stored inside `work` is stored once and kept across attempts by
// its caller (see the upload services). NOTIFY sent by triggers is PostgreSQL's own: delivered
// at commit, never for a rolled-back attempt.
//
// PGlite is one connection (pglite-dialect.ts): its transactions never collide, so the helper
// is a plain transaction there.
//
// Lock order (ADR 0138, 0158): writers of one aggregate queue on one row, taken first, and take
// further rows in one order:
// 1. A match: every protocol write locks its match row `for no key update` first (`lockMatch`),
//    then events, squads, crews, idempotency keys.
// 2. A tournament before its matches: the tournament row (`writable`), then its matches in id
//    order, then its teams' links.
// 3. A person before their teams, a team before its memberships: the person row, then the teams
//    whose numbers or captaincy they check (id order, `for no key update`); a new person locks the
//    team, then advisory locks on the identity number and birth date it probes for.
// 4. A team's place in a tournament before its applications: the `tournament_teams` row, then the
//    application rows in id order.
// 5. One row for the rest: a departure, a club, a stadium, an album.
import type { Transaction } from 'kysely';
import { AppError } from '../lib/errors';
import type { Database, DB } from './database';
import { observerOf } from './observe';

export type Trx = Transaction<Database>;

export interface TxScope {
  /** Runs `effect` once the transaction committed; never for an attempt that rolled back. */
  afterCommit(effect: () => void | Promise<void>): void;
  /** 1 for the first attempt. */
  readonly attempt: number;
}

export interface TransactionLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface TransactionOptions {
  /** How many times `work` may run in all (default ATTEMPTS). */
  attempts?: number;
  /** Names the transaction in the log. */
  label?: string;
}

/** Deadlock detected, serialization failure: the database asks the client to try again. */
const RETRYABLE = new Set(['40P01', '40001']);
export const ATTEMPTS = 5;
/** The first pause's ceiling; each further attempt doubles it, up to MAX_PAUSE_MS. */
const FIRST_PAUSE_MS = 20;
const MAX_PAUSE_MS = 500;
/** What a client is told to wait after every attempt collided. */
export const TRANSACTION_RETRY_AFTER_SECONDS = 1;

// The log of each database (buildApp registers the app's logger): a service knows its `db`, not
// the app. A database nobody registered logs to stderr.
const logs = new WeakMap<DB, TransactionLog>();
const stderrLog: TransactionLog = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

export function setTransactionLog(db: DB, log: TransactionLog): void {
  logs.set(db, log);
}

/** The SQLSTATE of a deadlock or a serialization failure, on the error or its causes; else null. */
export function retryableCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** "Full jitter": a random pause below a ceiling that doubles with each attempt. */
const pauseBefore = (attempt: number) => Math.random() * Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (attempt - 1));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction and returns its result once committed, then the effects it
 * registered with `afterCommit`, in order (a failing effect is logged: the write stands).
 * Retries the whole transaction on a deadlock or a serialization failure; after `attempts`
 * such failures throws 503 `service_unavailable` with Retry-After. Any other error rolls back
 * and is thrown as it is.
 */
export async function inTransaction<T>(
  db: DB,
  work: (trx: Trx, scope: TxScope) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? ATTEMPTS);
  const log = logs.get(db) ?? stderrLog;
  for (let attempt = 1; ; attempt++) {
    const effects: Array<() => void | Promise<void>> = [];
    const scope: TxScope = { attempt, afterCommit: (effect) => void effects.push(effect) };
    let result: T;
    try {
      result = await db.transaction().execute((trx) => work(trx, scope));
    } catch (error) {
      const code = retryableCode(error);
      if (code === null) throw error;
      if (attempt >= attempts) {
        observerOf(db)?.transactionGivenUp?.(code);
        log.error({ code, attempts, transaction: options.label }, 'transaction given up after repeated conflicts');
        throw new AppError('service_unavailable', {
          headers: { 'retry-after': String(TRANSACTION_RETRY_AFTER_SECONDS) },
          cause: error,
        });
      }
      const pauseMs = Math.round(pauseBefore(attempt));
      observerOf(db)?.transactionRetried?.(code);
      log.warn({ code, attempt, pauseMs, transaction: options.label }, 'transaction retried after a conflict');
      await sleep(pauseMs);
      continue;
    }
    for (const effect of effects) {
      try {
        await effect();
      } catch (error) {
        log.error({ err: error, transaction: options.label }, 'after-commit effect failed');
      }
    }
    return result;
  }
}
