// Login attempt limits per account and per IP. Counters sit behind `RateLimitStore`: in
// process memory today; a Redis store replaces it when REDIS_URL is set and several API
// replicas must share the counts (ADR 0013).

export interface RateLimitCounter {
  count: number;
  /** Epoch ms when the window ends and the counter starts again. */
  resetAt: number;
}

export interface RateLimitStore {
  get(key: string, now: number): Promise<RateLimitCounter | null>;
  /** Adds one to the key's counter, opening a window of `windowMs` when none is open. */
  increment(key: string, windowMs: number, now: number): Promise<RateLimitCounter>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  readonly #counters = new Map<string, RateLimitCounter>();
  readonly #maxKeys: number;

  constructor(maxKeys = 50_000) {
    this.#maxKeys = maxKeys;
  }

  async get(key: string, now: number): Promise<RateLimitCounter | null> {
    const counter = this.#counters.get(key);
    if (!counter) return null;
    if (counter.resetAt <= now) {
      this.#counters.delete(key);
      return null;
    }
    return counter;
  }

  async increment(key: string, windowMs: number, now: number): Promise<RateLimitCounter> {
    const current = await this.get(key, now);
    const next = current ? { count: current.count + 1, resetAt: current.resetAt } : { count: 1, resetAt: now + windowMs };
    this.#counters.set(key, next);
    if (this.#counters.size > this.#maxKeys) this.#prune(now);
    return next;
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

export interface LoginLimits {
  /** Failed attempts per e-mail within the window (default 10). */
  perAccount: number;
  /** Failed attempts per IP within the window (default 30). */
  perIp: number;
  /** Window length in ms (default 15 minutes). */
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 10, perIp: 30, windowMs: 15 * 60 * 1000 };

/** Counts failed logins; a blocked IP or account gets 429 until its window ends. */
export class LoginRateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  /** Milliseconds until the caller may try again, or 0 when not blocked. */
  async blockedFor(ip: string, email: string, now: number): Promise<number> {
    const [byIp, byAccount] = await Promise.all([this.store.get(ipKey(ip), now), this.store.get(accountKey(email), now)]);
    let wait = 0;
    if (byIp && byIp.count >= this.limits.perIp) wait = Math.max(wait, byIp.resetAt - now);
    if (byAccount && byAccount.count >= this.limits.perAccount) wait = Math.max(wait, byAccount.resetAt - now);
    return wait;
  }

  async recordFailure(ip: string, email: string, now: number): Promise<void> {
    await Promise.all([
      this.store.increment(ipKey(ip), this.limits.windowMs, now),
      this.store.increment(accountKey(email), this.limits.windowMs, now),
    ]);
  }

  /** A successful login clears the account's failures (not the IP's). */
  async recordSuccess(email: string): Promise<void> {
    await this.store.reset(accountKey(email));
  }
}

const ipKey = (ip: string) => `login:ip:${ip}`;
const accountKey = (email: string) => `login:account:${email.trim().toLowerCase()}`;
