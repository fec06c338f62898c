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
    const next = current
      ? { count: current.count + 1, resetAt: current.resetAt }
      : { count: 1, resetAt: now + windowMs };
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
  /** Attempts per address within the window, whatever the account (default 30; a success is given back): guessing across accounts. */
  perIp: number;
  /**
   * Password checks of one account within the window from anywhere before the checks are spaced
   * out (default 10). Past it one check at a time is let through, the next one `baseDelayMs`
   * later, the gap doubling per attempt up to `maxDelayMs`; the rest answer 429 at once.
   */
  perAccount: number;
  /** Window length in ms (default 15 minutes). */
  windowMs: number;
  /** The first gap between two checks of an account past `perAccount`, and the longest (defaults 1 s and 60 s). */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Current-password checks per signed-in account within the window (default 10), the password change. */
  perPasswordChange: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perPair: 10,
  perIp: 30,
  perAccount: 10,
  windowMs: 15 * 60 * 1000,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  perPasswordChange: 10,
};

export interface LoginAttempt {
  /** 0: check the password; otherwise the milliseconds to wait before trying again (429). */
  blockedForMs: number;
}

/**
 * Login limits (ADR 0140). Every attempt is counted before the password is checked:
 * - per (account, address) pair and per address: past them that pair or address waits for the
 *   window's end;
 * - per account from every address together: past `perAccount` checks the account takes one
 *   check per gap, the gap doubling up to `maxDelayMs` (at most about 30 checks in 15 minutes
 *   with the defaults, however many addresses guess);
 * - except from a known address (the account signed in from it before, `known`): the owner
 *   gets in from their usual place at once, whatever a stranger does elsewhere, within the pair
 *   limit. From a new address the owner waits at most one gap.
 */
export class LoginRateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  /** Counts the attempt (atomically, before the password is checked) and decides. */
  async begin(ip: string, email: string, now: number, known = false): Promise<LoginAttempt> {
    const [pair, byIp] = await Promise.all([
      this.store.increment(pairKey(ip, email), this.limits.windowMs, now),
      this.store.increment(ipKey(ip), this.limits.windowMs, now),
    ]);
    let blockedForMs = 0;
    if (pair.count > this.limits.perPair) blockedForMs = Math.max(blockedForMs, pair.resetAt - now);
    if (byIp.count > this.limits.perIp) blockedForMs = Math.max(blockedForMs, byIp.resetAt - now);
    // Refused here, the attempt checks nothing and costs the account nothing.
    if (blockedForMs > 0) return { blockedForMs };

    const account = await this.store.increment(accountKey(email), this.limits.windowMs, now);
    const over = account.count - this.limits.perAccount;
    if (over <= 0 || known) return { blockedForMs: 0 };
    // One check per gap: the first attempt of a gap opens it and is checked, the others wait.
    const gap = Math.min(this.limits.maxDelayMs, this.limits.baseDelayMs * 2 ** Math.min(over - 1, 20));
    const slot = await this.store.increment(slotKey(email), gap, now);
    return { blockedForMs: slot.count > 1 ? Math.max(1, slot.resetAt - now) : 0 };
  }

  /** A successful login clears the pair and takes its attempt off the address's and the account's counts. */
  async recordSuccess(ip: string, email: string, now: number): Promise<void> {
    await Promise.all([
      this.store.reset(pairKey(ip, email)),
      this.store.decrement(ipKey(ip), now),
      this.store.decrement(accountKey(email), now),
    ]);
  }

  /** Counts a check of a signed-in user's current password (a password change) and decides. */
  async beginPasswordCheck(userId: number, now: number): Promise<LoginAttempt> {
    const counter = await this.store.increment(passwordKey(userId), this.limits.windowMs, now);
    return { blockedForMs: counter.count > this.limits.perPasswordChange ? counter.resetAt - now : 0 };
  }

  /** The right current password: the count starts again. */
  async passwordCheckPassed(userId: number): Promise<void> {
    await this.store.reset(passwordKey(userId));
  }
}

const normal = (email: string) => email.trim().toLowerCase();
const ipKey = (ip: string) => `login:ip:${ip}`;
const pairKey = (ip: string, email: string) => `login:pair:${ip}:${normal(email)}`;
const accountKey = (email: string) => `login:account:${normal(email)}`;
const slotKey = (email: string) => `login:slot:${normal(email)}`;
const passwordKey = (userId: number) => `password:user:${userId}`;
