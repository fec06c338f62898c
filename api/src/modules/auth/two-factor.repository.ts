// SQL of two-factor sign-in (ADR 0221): the user's TOTP columns and their recovery codes.
import { countRows } from '../../db/count-rows';
import type { Executor } from '../../db/database';

export interface TwoFactorRow {
  totp_secret: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: string | number | null;
}

export async function twoFactorOf(db: Executor, userId: number): Promise<TwoFactorRow | undefined> {
  return db
    .selectFrom('users')
    .select(['totp_secret', 'totp_enabled_at', 'totp_last_step'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Records an accepted step unless the same or a later one was (answers whether this one counted). */
export async function takeStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const taken = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Marks an unused recovery code used (answers whether there was one). */
export async function useRecoveryCode(db: Executor, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodeRows(db: Executor, userId: number, hashes: string[], now: Date) {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now })))
    .execute();
}

export function recoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  return countRows(db.selectFrom('recovery_codes').where('user_id', '=', userId).where('used_at', 'is', null));
}

/** A new secret, not in force until `enableTotp`. */
export async function setTotpSecret(db: Executor, userId: number, secret: string): Promise<void> {
  await db.updateTable('users').set({ totp_secret: secret, totp_last_step: null }).where('id', '=', userId).execute();
}

export async function enableTotp(db: Executor, userId: number, now: Date, step: number): Promise<void> {
  await db.updateTable('users').set({ totp_enabled_at: now, totp_last_step: step }).where('id', '=', userId).execute();
}

export async function disableTotp(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}
