// Signing in: the login (rate-limited, timing-safe, with the second factor), a new session for a
// user who proved who they are, and the answers both give. Tokens are 32 random bytes handed to
// the client once; only their sha256 is stored, so a leaked database does not leak usable tokens.
import { createHash, randomBytes } from 'node:crypto';
import type { AuthUser, Language, LoginResult } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import * as repository from '../auth.repository';
import { DUMMY_HASH, verifyPassword } from '../password';
import { twoFactorOf, useSecondFactor } from '../two-factor';
import type { AuthDeps, CurrentUser } from './deps';

/** An address the account signed in from within this long is its owner's known place (ADR 0140). */
export const KNOWN_ADDRESS_DAYS = 90;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function toAuthUser(user: Pick<CurrentUser, 'id' | 'name' | 'email' | 'role' | 'clubId'>): AuthUser {
  return { id: user.id, name: user.name, email: user.email, role: { slug: user.role }, club_id: user.clubId };
}

/** A 429 that says when to come back (Retry-After in seconds, the message in minutes). */
export function tooMany(
  code: 'too_many_login_attempts' | 'too_many_password_attempts',
  blockedForMs: number,
): AppError {
  const seconds = Math.ceil(blockedForMs / 1000);
  return new AppError(code, {
    params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
    headers: { 'retry-after': String(seconds) },
  });
}

export type SessionUser = Pick<repository.UserWithRole, 'id' | 'name' | 'email' | 'club_id' | 'role_slug'>;
export type SessionClient = { ip: string; userAgent: string | null; language: Language | null };

/**
 * A new bearer token for a user who proved who they are (a password, an invitation or a reset
 * link), recorded as a sign-in; answers what the login answers.
 */
export async function startSession(
  { db, clock, tokenTtlHours }: AuthDeps,
  user: SessionUser,
  client: SessionClient,
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
export async function secondFactor(
  { db }: AuthDeps,
  userId: number,
  code: string | undefined,
  now: Date,
): Promise<void> {
  const row = await twoFactorOf(db, userId);
  if (!row?.totp_enabled_at) return;
  if (!code?.trim()) throw new AppError('two_factor_required', { fields: { totp_code: [{ rule: 'required' }] } });
  if (!(await useSecondFactor(db, userId, row, code.trim(), now)))
    throw new AppError('validation_failed', { fields: { totp_code: [{ rule: 'two_factor_code' }] } });
}

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  userAgent: string | null;
  language: Language | null;
  /** The second factor of a super_admin who turned it on (ADR 0221). */
  totpCode?: string;
}

/**
 * `language`: the language the cabinet signs in in (the request's Accept-Language, which the
 * browser's API client sets to the page's locale), kept as the language of the user's e-mail
 * (ADR 0189); null when the request names none, which leaves the stored one as it is.
 */
export async function login(deps: AuthDeps, input: LoginInput): Promise<LoginResult> {
  const { db, clock, limiter } = deps;
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
  await secondFactor(deps, user.id, input.totpCode, now);
  await limiter.recordSuccess(input.ip, email, now.getTime());
  return startSession(deps, user, { ip: input.ip, userAgent: input.userAgent, language: input.language });
}
