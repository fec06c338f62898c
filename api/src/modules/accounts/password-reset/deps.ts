// What the password reset use cases work with: the database, the clock, the sign-in, the rate
// limit counters, the site's address for links and whether e-mail can be sent; and the limits.
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { AccountRateLimitStore, AuthService } from '../../auth/index';

export const RESET_LIMITS = {
  /** Requests per e-mail address (an account, or an address that has none) per window. */
  perEmail: 3,
  /** Requests per client address per window, whatever e-mail. */
  perIp: 10,
  windowMs: 60 * 60_000,
};

export interface PasswordResetDeps {
  db: DB;
  clock: Clock;
  auth: AuthService;
  store: AccountRateLimitStore;
  publicUrl: string;
  emailAvailable: boolean;
}
