// Login, token check and logout. Tokens are 32 random bytes handed to the client once; only
// their sha256 is stored, so a leaked database does not leak usable tokens.
import { createHash, randomBytes } from 'node:crypto';
import type { AuthUser, LoginResult, RoleSlugValue } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import * as repository from './auth.repository';
import { DUMMY_HASH, verifyPassword } from './password';
import type { LoginRateLimiter } from './rate-limit';

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
  limiter: LoginRateLimiter;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function toAuthUser(user: Pick<CurrentUser, 'id' | 'name' | 'email' | 'role' | 'clubId'>): AuthUser {
  return { id: user.id, name: user.name, email: user.email, role: { slug: user.role }, club_id: user.clubId };
}

export function createAuthService({ db, clock, tokenTtlHours, limiter }: AuthServiceDeps) {
  return {
    async login(input: { email: string; password: string; ip: string; userAgent: string | null }): Promise<LoginResult> {
      const now = clock();
      const email = input.email.trim().toLowerCase();
      const wait = await limiter.blockedFor(input.ip, email, now.getTime());
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw new AppError('too_many_login_attempts', {
          params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
          headers: { 'retry-after': String(seconds) },
        });
      }

      const user = await repository.findUserByEmail(db, email);
      // Always run scrypt, so an unknown e-mail takes as long as a wrong password.
      const passwordOk = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !passwordOk || !user.is_active) {
        await limiter.recordFailure(input.ip, email, now.getTime());
        throw new AppError('invalid_credentials');
      }
      await limiter.recordSuccess(email);

      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + tokenTtlHours * 3600_000);
      await db.transaction().execute(async (trx) => {
        await repository.insertToken(trx, {
          user_id: user.id,
          token_hash: hashToken(token),
          expires_at: expiresAt,
          ip: input.ip,
          user_agent: input.userAgent?.slice(0, 500) ?? null,
          created_at: now,
        });
        await repository.markLogin(trx, user.id, now);
      });

      const authUser = toAuthUser({ id: user.id, name: user.name, email: user.email, role: user.role_slug, clubId: user.club_id });
      return { token, expires_at: expiresAt.toISOString(), role: { slug: user.role_slug }, user: authUser };
    },

    /** The user behind a bearer token, or null when the token is unknown, expired or revoked. */
    async authenticate(token: string): Promise<CurrentUser | null> {
      if (!token || token.length > 200) return null;
      const found = await repository.findActiveToken(db, hashToken(token), clock());
      if (!found) return null;
      const { user } = found;
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role_slug,
        clubId: user.club_id,
        refereeId: user.referee_id,
        tokenId: found.token_id,
      };
    },

    async logout(user: CurrentUser): Promise<void> {
      await repository.revokeToken(db, user.tokenId, clock());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
