// Two-factor sign-in (TOTP, RFC 6238; ADR 0221) with otplib: the code of an authenticator app
// (30-second steps, six digits, one step either way for a clock that drifts), each step accepted
// once, or one of ten recovery codes (stored as sha256, each works once).
import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Executor } from '../../db/database';
import * as repository from './two-factor.repository';

export {
  disableTotp,
  enableTotp,
  recoveryCodesLeft,
  setTotpSecret,
  twoFactorOf,
  type TwoFactorRow,
} from './two-factor.repository';

const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');
/** A recovery code as typed: case, spaces and dashes do not matter. */
const normalCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (secret: string, account: string, issuer: string): string =>
  generateURI({ issuer, label: account, secret });

/** The time step the code is valid for (within one step of `now`, after `after`), or null. */
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
export async function useSecondFactor(
  db: Executor,
  userId: number,
  row: repository.TwoFactorRow,
  code: string,
  now: Date,
): Promise<boolean> {
  if (!row.totp_secret) return false;
  const last = row.totp_last_step === null ? null : Number(row.totp_last_step);
  const step = await totpStep(row.totp_secret, code, now, last);
  if (step !== null) return repository.takeStep(db, userId, step);
  return repository.useRecoveryCode(db, userId, hash(normalCode(code)), now);
}

/** Ten new recovery codes (the old ones stop working); answers them as shown once: `xxxxx-xxxxx`. */
export async function replaceRecoveryCodes(db: Executor, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(8).toString('hex').slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await repository.replaceRecoveryCodeRows(
    db,
    userId,
    codes.map((code) => hash(normalCode(code))),
    now,
  );
  return codes;
}
