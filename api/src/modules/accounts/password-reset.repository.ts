// SQL of password resets. Every function takes `db` or a `trx` first.
import { sql } from 'kysely';
import type { Language, RoleSlugValue } from '@league/shared/contracts';
import type { Executor } from '../../db/database';

export async function activeUserByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'language'])
    .where(sql<string>`lower(email)`, '=', email)
    .where('is_active', '=', true)
    .executeTakeFirst() as Promise<{ id: number; language: Language } | undefined>;
}

export async function insertReset(
  trx: Executor,
  values: { user_id: number; token_hash: string; expires_at: Date; created_at: Date },
): Promise<void> {
  await trx.insertInto('password_resets').values(values).execute();
}

function usable(db: Executor, hash: string, now: Date) {
  return db
    .selectFrom('password_resets as pr')
    .innerJoin('users as u', 'u.id', 'pr.user_id')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['pr.id', 'pr.user_id', 'u.name', 'u.email', 'u.club_id', 'r.slug as role'])
    .where('pr.token_hash', '=', hash)
    .where('pr.used_at', 'is', null)
    .where('pr.expires_at', '>', now)
    .where('u.is_active', '=', true);
}

export interface UsableReset {
  id: number;
  user_id: number;
  name: string;
  email: string;
  club_id: number | null;
  role: RoleSlugValue;
}

export async function findUsableReset(db: Executor, hash: string, now: Date): Promise<UsableReset | undefined> {
  return usable(db, hash, now).executeTakeFirst();
}

export async function lockUsableReset(trx: Executor, hash: string, now: Date): Promise<UsableReset | undefined> {
  return usable(trx, hash, now).forUpdate('pr').executeTakeFirst();
}

/** Sets the password; this link and every other open one of the user stop working. */
export async function finishResets(trx: Executor, userId: number, passwordHash: string, now: Date): Promise<void> {
  await trx
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
  await trx
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
