// Rate limits of logins and of the feedback form. Every attempt is counted *before* the work
// (one atomic increment that answers the new count), then the count decides: parallel requests
// can never all pass a check made before any of them was recorded.
// Counters sit behind `RateLimitStore`: process memory with the embedded database (one process
// per data directory), a PostgreSQL table shared by all API processes with DATABASE_URL.
import type { DB } from '../../db/database';
import * as repository from './auth.repository';

export interface RateLimitCounter {
  count: number;
  /** Epoch ms when the window ends and the counter starts again. */
  resetAt: number;
}

export interface RateLimitStore {
  get(key: string, now: number): Promise<RateLimitCounter | null>;
  /** Adds one to the key's counter atomically (opening a window of `windowMs` when none is open) and answers the new count. */
  increment(key: string, windowMs: number, now: number): Promise<RateLimitCounter>;
  /** Takes one back (an attempt that turned out to be allowed and harmless). */
  decrement(key: string, now: number): Promise<void>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  readonly #counters = new Map<string, RateLimitCounter>();
  readonly #maxKeys: number;

  constructor(maxKeys = 50_000) {
    this.#maxKeys = maxKeys;
  }

  #live(key: string, now: number): RateLimitCounter | null {
    const counter = this.#counters.get(key);
    if (!counter) return null;
    if (counter.resetAt <= now) {
      this.#counters.delete(key);
      return null;
    }
    return counter;
  }

  async get(key: string, now: number): Promise<RateLimitCounter | null> {
    return this.#live(key, now);
  }

  // Synchronous between read and write: no other request can interleave.
  async increment(key: string, windowMs: number, now: number): Promise<RateLimitCounter> {
    const current = this.#live(key, now);
    const next = current ? { count: current.count + 1, resetAt: current.resetAt } : { count: 1, resetAt: now + windowMs };
    this.#counters.set(key, next);
    if (this.#counters.size > this.#maxKeys) this.#prune(now);
    return next;
  }

  async decrement(key: string, now: number): Promise<void> {
    const current = this.#live(key, now);
    if (current && current.count > 0) this.#counters.set(key, { ...current, count: current.count - 1 });
  }

  async reset(key: string): Promise<void> {
    this.#counters.delete(key);
  }

  #prune(now: number): void {
    for (const [key, counter] of this.#counters) {
      if (counter.resetAt <= now) this.#counters.delete(key);
    }
    // Still too many live keys (an attack from many IPs): drop the oldest windows first.
    if (this.#counters.size > this.#maxKeys) {
      const excess = this.#counters.size - this.#maxKeys;
      let dropped = 0;
      for (const key of this.#counters.keys()) {
        if (dropped++ >= excess) break;
        this.#counters.delete(key);
      }
    }
  }
}

/** Counters in the `rate_limit_counters` table: one statement per increment, shared by every API process. */
export class DatabaseRateLimitStore implements RateLimitStore {
  #lastCleanup = 0;

  constructor(private readonly db: DB) {}

  async get(key: string, now: number): Promise<RateLimitCounter | null> {
    const row = await repository.findRateLimit(this.db, key, new Date(now));
    return row ? { count: row.count, resetAt: row.reset_at.getTime() } : null;
  }

  async increment(key: string, windowMs: number, now: number): Promise<RateLimitCounter> {
    const row = await repository.hitRateLimit(this.db, key, new Date(now), new Date(now + windowMs));
    if (now - this.#lastCleanup > 60_000) {
      this.#lastCleanup = now;
      void repository.deleteExpiredRateLimits(this.db, new Date(now)).catch(() => undefined);
    }
    return { count: row.count, resetAt: row.reset_at.getTime() };
  }

  async decrement(key: string, now: number): Promise<void> {
    await repository.undoRateLimit(this.db, key, new Date(now));
  }

  async reset(key: string): Promise<void> {
    await repository.deleteRateLimit(this.db, key);
  }
}

export interface LoginLimits {
  /** Attempts of one account from one address within the window (default 10); more: 429 for that pair only. */
  perPair: number;
  /** Failed attempts per address within the window, whatever the account (default 30): guessing across accounts. */
  perIp: number;
  /** Failed attempts per account from all addresses after which every answer is slowed down (default 10). */
  perAccount: number;
  /** Window length in ms (default 15 minutes). */
  windowMs: number;
  /** Added per failure over `perAccount`, doubling, up to `maxDelayMs` (defaults 250 ms and 4 s). */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perPair: 10,
  perIp: 30,
  perAccount: 10,
  windowMs: 15 * 60 * 1000,
  baseDelayMs: 250,
  maxDelayMs: 4000,
};

export interface LoginAttempt {
  /** 0: go on; otherwise the milliseconds until this address may try this account again (429). */
  blockedForMs: number;
  /** How long to hold the answer back before checking the password (an account under attack). */
  delayMs: number;
}

/**
 * Login limits without "lockout as a weapon": a flood against an account blocks that account
 * from that address only (the owner signs in from theirs); from elsewhere it only slows the
 * answers down. An address guessing across accounts is blocked after `perIp` failures.
 */
export class LoginRateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  /** Counts the attempt (atomically, before the password is checked) and decides. */
  async begin(ip: string, email: string, now: number): Promise<LoginAttempt> {
    const [pair, byIp, byAccount] = await Promise.all([
      this.store.increment(pairKey(ip, email), this.limits.windowMs, now),
      this.store.increment(ipKey(ip), this.limits.windowMs, now),
      this.store.get(accountKey(email), now),
    ]);
    let blockedForMs = 0;
    if (pair.count > this.limits.perPair) blockedForMs = Math.max(blockedForMs, pair.resetAt - now);
    if (byIp.count > this.limits.perIp) blockedForMs = Math.max(blockedForMs, byIp.resetAt - now);
    const over = (byAccount?.count ?? 0) - this.limits.perAccount;
    const delayMs = over >= 0 ? Math.min(this.limits.maxDelayMs, this.limits.baseDelayMs * 2 ** Math.min(over, 16)) : 0;
    return { blockedForMs, delayMs };
  }

  async recordFailure(email: string, now: number): Promise<void> {
    await this.store.increment(accountKey(email), this.limits.windowMs, now);
  }

  /** A successful login clears the pair and takes its attempt off the address's count. */
  async recordSuccess(ip: string, email: string, now: number): Promise<void> {
    await Promise.all([this.store.reset(pairKey(ip, email)), this.store.decrement(ipKey(ip), now)]);
  }
}

const normal = (email: string) => email.trim().toLowerCase();
const ipKey = (ip: string) => `login:ip:${ip}`;
const pairKey = (ip: string, email: string) => `login:pair:${ip}:${normal(email)}`;
const accountKey = (email: string) => `login:account:${normal(email)}`;
