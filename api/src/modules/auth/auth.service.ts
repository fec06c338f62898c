// Login, token check, sessions and password change. Tokens are 32 random bytes handed to the
// client once; only their sha256 is stored, so a leaked database does not leak usable tokens.
// A token ends at its lifetime, after `tokenIdleMinutes` without use, on logout, when its user
// ends it from another session, or when the password changes.
import { createHash, randomBytes } from 'node:crypto';
import type {
  AuthUser,
  Language,
  LoginResult,
  PasswordChangeRequest,
  RoleSlugValue,
  Session,
} from '@league/shared/contracts';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import * as repository from './auth.repository';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';
import type { LoginRateLimiter } from './rate-limit';
import { twoFactorOf, useSecondFactor } from './two-factor';

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

/** `last_used_at` is written at most this often per token. */
export const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
export const DEFAULT_TOKEN_IDLE_MINUTES = 12 * 60;
/** An address the account signed in from within this long is its owner's known place (ADR 0140). */
export const KNOWN_ADDRESS_DAYS = 90;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function toAuthUser(user: Pick<CurrentUser, 'id' | 'name' | 'email' | 'role' | 'clubId'>): AuthUser {
  return { id: user.id, name: user.name, email: user.email, role: { slug: user.role }, club_id: user.clubId };
}

const passwordField = (field: string, rule: string) =>
  new AppError('validation_failed', { fields: { [field]: [{ rule }] } });

/** A 429 that says when to come back (Retry-After in seconds, the message in minutes). */
function tooMany(code: 'too_many_login_attempts' | 'too_many_password_attempts', blockedForMs: number): AppError {
  const seconds = Math.ceil(blockedForMs / 1000);
  return new AppError(code, {
    params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
    headers: { 'retry-after': String(seconds) },
  });
}

export function createAuthService({
  db,
  clock,
  tokenTtlHours,
  tokenIdleMinutes = DEFAULT_TOKEN_IDLE_MINUTES,
  limiter,
}: AuthServiceDeps) {
  const idleSince = (now: Date) => new Date(now.getTime() - tokenIdleMinutes * 60_000);

  /**
   * A new bearer token for a user who proved who they are (a password, an invitation or a reset
   * link), recorded as a sign-in; answers what the login answers.
   */
  async function startSession(
    user: Pick<repository.UserWithRole, 'id' | 'name' | 'email' | 'club_id' | 'role_slug'>,
    client: { ip: string; userAgent: string | null; language: Language | null },
    executor?: Executor,
  ): Promise<LoginResult> {
    const now = clock();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + tokenTtlHours * 3600_000);
    const write = async (trx: Executor) => {
      await repository.insertToken(trx, {
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: expiresAt,
        ip: client.ip,
        user_agent: client.userAgent?.slice(0, 500) ?? null,
        created_at: now,
      });
      await repository.markLogin(trx, user.id, now, client.language);
    };
    if (executor) await write(executor);
    else await inTransaction(db, write);
    const authUser = toAuthUser({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role_slug,
      clubId: user.club_id,
    });
    return { token, expires_at: expiresAt.toISOString(), role: { slug: user.role_slug }, user: authUser };
  }

  /** With two-factor sign-in on, the password alone is not enough (ADR 0221): a code is asked for, then checked. */
  async function secondFactor(userId: number, code: string | undefined, now: Date): Promise<void> {
    const row = await twoFactorOf(db, userId);
    if (!row?.totp_enabled_at) return;
    if (!code?.trim()) throw new AppError('two_factor_required', { fields: { totp_code: [{ rule: 'required' }] } });
    if (!(await useSecondFactor(db, userId, row, code.trim(), now)))
      throw new AppError('validation_failed', { fields: { totp_code: [{ rule: 'two_factor_code' }] } });
  }

  return {
    /**
     * `language`: the language the cabinet signs in in (the request's Accept-Language, which the
     * browser's API client sets to the page's locale), kept as the language of the user's e-mail
     * (ADR 0189); null when the request names none, which leaves the stored one as it is.
     */
    async login(input: {
      email: string;
      password: string;
      ip: string;
      userAgent: string | null;
      language: Language | null;
      /** The second factor of a super_admin who turned it on (ADR 0221). */
      totpCode?: string;
    }): Promise<LoginResult> {
      const now = clock();
      const email = input.email.trim().toLowerCase();
      const user = await repository.findUserByEmail(db, email);
      // The same query for an unknown e-mail, so both take as long.
      const known = await repository.signedInFrom(
        db,
        user?.id ?? 0,
        input.ip,
        new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000),
      );
      // Counted before the password is checked: parallel guesses cannot all slip under the limit.
      const attempt = await limiter.begin(input.ip, email, now.getTime(), known);
      if (attempt.blockedForMs > 0) throw tooMany('too_many_login_attempts', attempt.blockedForMs);
      // Always run scrypt, so an unknown e-mail takes as long as a wrong password.
      const passwordOk = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !passwordOk || !user.is_active) throw new AppError('invalid_credentials');
      await secondFactor(user.id, input.totpCode, now);
      await limiter.recordSuccess(input.ip, email, now.getTime());
      return startSession(user, { ip: input.ip, userAgent: input.userAgent, language: input.language });
    },

    startSession,

    /** The user behind a bearer token, or null when the token is unknown, expired, idle too long or revoked. */
    async authenticate(token: string): Promise<CurrentUser | null> {
      if (!token || token.length > 200) return null;
      const now = clock();
      const found = await repository.findActiveToken(db, hashToken(token), now, idleSince(now));
      if (!found) return null;
      if (!found.last_used_at || now.getTime() - found.last_used_at.getTime() >= TOUCH_INTERVAL_MS) {
        await repository.touchToken(db, found.token_id, now);
      }
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

    async sessions(user: CurrentUser): Promise<Session[]> {
      const now = clock();
      const rows = await repository.listSessions(db, user.id, now, idleSince(now));
      return rows.map((row) => ({
        id: row.id,
        created_at: row.created_at.toISOString(),
        last_used_at: row.last_used_at?.toISOString() ?? null,
        expires_at: row.expires_at.toISOString(),
        ip: row.ip,
        user_agent: row.user_agent,
        current: row.id === user.tokenId,
      }));
    },

    /** Ends one of the user's own sessions; another user's (or an unknown) session is a 404. */
    async endSession(user: CurrentUser, sessionId: number): Promise<{ ended: number }> {
      const ended = await repository.revokeUserToken(db, user.id, sessionId, clock());
      if (ended === 0) throw new AppError('not_found');
      return { ended };
    },

    async endOtherSessions(user: CurrentUser): Promise<{ ended: number }> {
      return { ended: await repository.revokeOtherTokens(db, user.id, user.tokenId, clock()) };
    },

    /**
     * Checks the current password, stores the new one and ends every other session, in one
     * transaction. The checks are counted per account like logins: a stolen session cannot
     * guess its owner's password (and then lock the owner out) at scrypt's speed.
     */
    async changePassword(user: CurrentUser, body: PasswordChangeRequest): Promise<{ ended: number }> {
      if (body.new_password !== body.new_password_confirmation)
        throw passwordField('new_password_confirmation', 'confirmed');
      const attempt = await limiter.beginPasswordCheck(user.id, clock().getTime());
      if (attempt.blockedForMs > 0) throw tooMany('too_many_password_attempts', attempt.blockedForMs);
      const stored = await repository.findPasswordHash(db, user.id);
      if (!stored || !(await verifyPassword(body.current_password, stored)))
        throw passwordField('current_password', 'current_password');
      await limiter.passwordCheckPassed(user.id);
      if (body.new_password === body.current_password) throw passwordField('new_password', 'same_password');
      const hash = await hashPassword(body.new_password);
      const now = clock();
      return inTransaction(db, async (trx) => {
        await repository.setPasswordHash(trx, user.id, hash, now);
        return { ended: await repository.revokeOtherTokens(trx, user.id, user.tokenId, now) };
      });
    },

    /** Another user's open sessions (the accounts page); `currentTokenId` marks the caller's own. */
    async userSessions(userId: number, currentTokenId: number | null): Promise<Session[]> {
      const now = clock();
      const rows = await repository.listSessions(db, userId, now, idleSince(now));
      return rows.map((row) => ({
        id: row.id,
        created_at: row.created_at.toISOString(),
        last_used_at: row.last_used_at?.toISOString() ?? null,
        expires_at: row.expires_at.toISOString(),
        ip: row.ip,
        user_agent: row.user_agent,
        current: row.id === currentTokenId,
      }));
    },

    /** Ends every session of a user (deactivation, a password reset), in the caller's transaction. */
    endAllSessions: (executor: Executor, userId: number, keepTokenId: number | null = null) =>
      repository.revokeOtherTokens(executor, userId, keepTokenId, clock()),

    /** Checks the signed-in user's password, counted like a password change (a 422 on `field` when wrong). */
    async checkPassword(user: CurrentUser, password: string, field = 'password'): Promise<void> {
      const attempt = await limiter.beginPasswordCheck(user.id, clock().getTime());
      if (attempt.blockedForMs > 0) throw tooMany('too_many_password_attempts', attempt.blockedForMs);
      const stored = await repository.findPasswordHash(db, user.id);
      if (!stored || !(await verifyPassword(password, stored))) throw passwordField(field, 'current_password');
      await limiter.passwordCheckPassed(user.id);
    },

    /** The second factor of a user who turned it on (a password reset asks for it as the sign-in does). */
    secondFactor,

    /** The language of the user's e-mail (ADR 0189). */
    language: async (user: CurrentUser): Promise<{ language: Language }> => ({
      language: await repository.findLanguage(db, user.id),
    }),

    /** Sets it (the account page, or the cabinet's language switch); the last write wins. */
    async setLanguage(user: CurrentUser, language: Language): Promise<{ language: Language }> {
      await inTransaction(db, (trx) => repository.setLanguage(trx, user.id, language), { label: 'account language' });
      return { language };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
