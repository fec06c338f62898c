// Two-factor sign-in (TOTP, RFC 6238; ADR 0221) with otplib: the code of an authenticator app
// (30-second steps, six digits, one step either way for a clock that drifts), each step accepted
// once, or one of ten recovery codes (stored as sha256, each works once).
import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';

const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');
/** A recovery code as typed: case, spaces and dashes do not matter. */
const normalCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

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

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (secret: string, account: string, issuer: string): string =>
  generateURI({ issuer, label: account, secret });

/** The time step the code is valid for (within one step of `now`), or null. */
export async function totpStep(secret: string, code: string, now: Date, after: number | null): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({
    secret,
    token,
    epoch,
    epochTolerance: PERIOD_SECONDS,
    ...(after !== null ? { afterTimeStep: after } : {}),
  });
  return result.valid ? Math.floor(epoch / PERIOD_SECONDS) + result.delta : null;
}

/**
 * Checks a code at sign-in for a user whose two-factor sign-in is on: an authenticator code of a
 * step after the last one used, or an unused recovery code. Records the use in the same statement
 * (a code raced twice works once). Answers whether it was accepted.
 */
export async function useSecondFactor(db: Executor, userId: number, row: TwoFactorRow, code: string, now: Date) {
  if (!row.totp_secret) return false;
  const last = row.totp_last_step === null ? null : Number(row.totp_last_step);
  const step = await totpStep(row.totp_secret, code, now, last);
  if (step !== null) {
    const taken = await db
      .updateTable('users')
      .set({ totp_last_step: step })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash(normalCode(code)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** Ten new recovery codes (the old ones stop working); answers them as shown once: `xxxxx-xxxxx`. */
export async function replaceRecoveryCodes(db: Executor, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(8).toString('hex').slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hash(normalCode(code)), created_at: now })))
    .execute();
  return codes;
}

export async function recoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select(sql<string>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
