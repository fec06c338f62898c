// What the sign-in, session and account use cases work with: the database, the clock, the
// tokens' lifetimes and the login limiter; and the user a request is authenticated as.
import type { RoleSlugValue } from '@league/shared/contracts';
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { LoginRateLimiter } from '../rate-limit';

/** The user a request is authenticated as. */
export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  role: RoleSlugValue;
  clubId: number | null;
  refereeId: number | null;
  tokenId: number;
}

export interface AuthServiceDeps {
  db: DB;
  clock: Clock;
  tokenTtlHours: number;
  /** A token unused this long stops working (default 12 hours). */
  tokenIdleMinutes?: number;
  limiter: LoginRateLimiter;
}

export const DEFAULT_TOKEN_IDLE_MINUTES = 12 * 60;

export interface AuthDeps extends AuthServiceDeps {
  tokenIdleMinutes: number;
}

/** The use cases' dependencies: the input with the idle limit's default filled in. */
export function authDeps({
  db,
  clock,
  tokenTtlHours,
  tokenIdleMinutes = DEFAULT_TOKEN_IDLE_MINUTES,
  limiter,
}: AuthServiceDeps): AuthDeps {
  return { db, clock, tokenTtlHours, tokenIdleMinutes, limiter };
}
