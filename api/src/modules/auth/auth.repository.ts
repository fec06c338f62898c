// All SQL of authentication: users with their role, bearer tokens.
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { RoleSlugValue } from '@league/shared/contracts';

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
  token: { user_id: number; token_hash: string; expires_at: Date; ip: string | null; user_agent: string | null; created_at: Date },
): Promise<void> {
  await db.insertInto('auth_tokens').values(token).execute();
}

export interface ActiveToken {
  token_id: number;
  expires_at: Date;
  user: Omit<UserWithRole, 'password_hash'>;
}

/** The unrevoked, unexpired token with this hash, and its active user. */
export async function findActiveToken(db: Executor, tokenHash: string, now: Date): Promise<ActiveToken | undefined> {
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'auth_tokens.id as token_id',
      'auth_tokens.expires_at',
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
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_id, expires_at, ...user } = row;
  return { token_id, expires_at, user };
}

export async function revokeToken(db: Executor, tokenId: number, now: Date): Promise<void> {
  await db.updateTable('auth_tokens').set({ revoked_at: now }).where('id', '=', tokenId).where('revoked_at', 'is', null).execute();
}

export async function markLogin(db: Executor, userId: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ last_login_at: now }).where('id', '=', userId).execute();
}

/** Expired or revoked tokens older than `before` (housekeeping). */
export async function deleteStaleTokens(db: Executor, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('auth_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
