// All SQL of authentication: users with their role, bearer tokens.
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Language, RoleSlugValue } from '@league/shared/contracts';

export interface UserWithRole {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  is_active: boolean;
  club_id: number | null;
  referee_id: number | null;
  role_slug: RoleSlugValue;
}

const userColumns = [
  'users.id',
  'users.name',
  'users.email',
  'users.password_hash',
  'users.is_active',
  'users.club_id',
  'users.referee_id',
  'roles.slug as role_slug',
] as const;

export async function findUserByEmail(db: Executor, email: string): Promise<UserWithRole | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(userColumns)
    .where(sql<string>`lower(users.email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function insertToken(
  db: Executor,
  token: {
    user_id: number;
    token_hash: string;
    expires_at: Date;
    ip: string | null;
    user_agent: string | null;
    created_at: Date;
  },
): Promise<void> {
  await db.insertInto('auth_tokens').values(token).execute();
}

export interface ActiveToken {
  token_id: number;
  expires_at: Date;
  last_used_at: Date | null;
  user: Omit<UserWithRole, 'password_hash'>;
}

/** The unrevoked, unexpired token with this hash, used (or created) after `idleSince`, and its active user. */
export async function findActiveToken(
  db: Executor,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<ActiveToken | undefined> {
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'auth_tokens.id as token_id',
      'auth_tokens.expires_at',
      'auth_tokens.last_used_at',
      'users.id',
      'users.name',
      'users.email',
      'users.is_active',
      'users.club_id',
      'users.referee_id',
      'roles.slug as role_slug',
    ])
    .where('auth_tokens.token_hash', '=', tokenHash)
    .where('auth_tokens.revoked_at', 'is', null)
    .where('auth_tokens.expires_at', '>', now)
    .where('users.is_active', '=', true)
    .where(sql<Date>`coalesce(auth_tokens.last_used_at, auth_tokens.created_at)`, '>', idleSince)
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_id, expires_at, last_used_at, ...user } = row;
  return { token_id, expires_at, last_used_at, user };
}

/** Whether the user signed in from this address since `since` (a token was issued there, ended or not). */
export async function signedInFrom(db: Executor, userId: number, ip: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the token's use (called at most every few minutes per token). */
export async function touchToken(db: Executor, tokenId: number, now: Date): Promise<void> {
  await db.updateTable('auth_tokens').set({ last_used_at: now }).where('id', '=', tokenId).execute();
}

export interface SessionRow {
  id: number;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date;
  ip: string | null;
  user_agent: string | null;
}

/** The user's tokens that still work, newest use first. */
export async function listSessions(db: Executor, userId: number, now: Date, idleSince: Date): Promise<SessionRow[]> {
  return db
    .selectFrom('auth_tokens')
    .select(['id', 'created_at', 'last_used_at', 'expires_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where(sql<Date>`coalesce(last_used_at, created_at)`, '>', idleSince)
    .orderBy(sql`coalesce(last_used_at, created_at)`, 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes the user's own token `tokenId`; answers how many were revoked (0: not theirs or already ended). */
export async function revokeUserToken(db: Executor, userId: number, tokenId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Revokes every open token of the user except `keepTokenId`. */
export async function revokeOtherTokens(
  db: Executor,
  userId: number,
  keepTokenId: number | null,
  now: Date,
): Promise<number> {
  let query = db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepTokenId !== null) query = query.where('id', '<>', keepTokenId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findPasswordHash(db: Executor, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function revokeToken(db: Executor, tokenId: number, now: Date): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Records a sign-in; with a language, also the language of the user's e-mail (ADR 0189). */
export async function markLogin(
  db: Executor,
  userId: number,
  now: Date,
  language: Language | null = null,
): Promise<void> {
  await db
    .updateTable('users')
    .set(language ? { last_login_at: now, language } : { last_login_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function findLanguage(db: Executor, userId: number): Promise<Language> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.language;
}

export async function setLanguage(db: Executor, userId: number, language: Language): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

/** Expired or revoked tokens older than `before` (housekeeping). */
export async function deleteStaleTokens(db: Executor, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('auth_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Rate-limit counters (rate-limit.ts, DatabaseRateLimitStore).

export interface RateLimitRow {
  count: number;
  reset_at: Date;
}

export async function findRateLimit(db: Executor, key: string, now: Date): Promise<RateLimitRow | undefined> {
  return db
    .selectFrom('rate_limit_counters')
    .select(['count', 'reset_at'])
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .executeTakeFirst();
}

/** One statement: a new or expired window starts at 1, an open one adds 1; answers the new count. */
export async function hitRateLimit(db: Executor, key: string, now: Date, resetAt: Date): Promise<RateLimitRow> {
  return db
    .insertInto('rate_limit_counters')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limit_counters.reset_at <= ${now} then 1 else rate_limit_counters.count + 1 end`,
        reset_at: sql<Date>`case when rate_limit_counters.reset_at <= ${now} then excluded.reset_at else rate_limit_counters.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
}

export async function undoRateLimit(db: Executor, key: string, now: Date): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .where('count', '>', 0)
    .execute();
}

export async function deleteRateLimit(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
}

export async function deleteExpiredRateLimits(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('reset_at', '<=', now).execute();
}
