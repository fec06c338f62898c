// A team official's signing PIN (ADR 0251): set in their own cabinet with their current password,
// stored as a scrypt hash, and checked when they sign a match sheet on the referee's device. Wrong
// PINs are counted per official behind their PIN row's lock, each try in its own committed
// transaction (a refused signature must not roll the count back): the SIGNING_PIN_ATTEMPTS-th
// wrong PIN in a row refuses that official's PIN for SIGNING_PIN_LOCK_MINUTES, whatever is typed.
import {
  SIGNING_PIN_ATTEMPTS,
  SIGNING_PIN_LOCK_MINUTES,
  type SigningPinBody,
  type SigningPinState,
} from '@league/shared/contracts';
import type { DB, Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { DUMMY_HASH, hashPassword, isAccountPassword, verifyPassword, type CurrentUser } from '../../auth/index';
import * as repo from './sheet.repository';

export interface PinDeps {
  db: DB;
  clock: Clock;
}

const fieldError = (field: string, rule: string, params?: Record<string, number>) =>
  new AppError('validation_failed', { fields: { [field]: [{ rule, ...(params ? { params } : {}) }] } });

async function stateOf(db: Executor, userId: number): Promise<SigningPinState> {
  const at = await repo.pinSetAt(db, userId);
  return { set: at !== undefined, updated_at: at === undefined ? null : new Date(at).toISOString() };
}

export const readPin = ({ db }: PinDeps, user: CurrentUser) => stateOf(db, user.id);

/** Sets or changes the official's PIN (their current password checked); the wrong tries start again. */
export async function setPin(
  { db, clock }: PinDeps,
  user: CurrentUser,
  body: SigningPinBody,
): Promise<SigningPinState> {
  if (!(await isAccountPassword(db, user.id, body.current_password)))
    throw fieldError('current_password', 'current_password');
  await repo.savePin(db, user.id, await hashPassword(body.pin), clock().toISOString());
  return stateOf(db, user.id);
}

type Outcome = { ok: true } | { ok: false; lockedFor: number | null };

/**
 * Checks `pin` for the official `userId` (undefined: no such official — a dummy hash is checked
 * so the answer takes as long). Throws the field error on `pin`: not this official's PIN, or
 * refused for a while after too many wrong ones.
 */
export async function checkPin({ db, clock }: PinDeps, userId: number | undefined, pin: string): Promise<void> {
  const outcome = await inTransaction(
    db,
    async (trx): Promise<Outcome> => {
      const row = userId === undefined ? undefined : await repo.lockPin(trx, userId);
      const now = clock();
      if (row?.locked_until && new Date(row.locked_until) > now)
        return { ok: false, lockedFor: new Date(row.locked_until).getTime() - now.getTime() };
      const ok = await verifyPassword(pin, row?.pin_hash ?? DUMMY_HASH);
      if (!row || userId === undefined) return { ok: false, lockedFor: null };
      if (ok) {
        if (row.failures > 0 || row.locked_until)
          await repo.setPinTries(trx, userId, { failures: 0, locked_until: null });
        return { ok: true };
      }
      const failures = row.failures + 1;
      const lock = failures >= SIGNING_PIN_ATTEMPTS;
      await repo.setPinTries(trx, userId, {
        failures: lock ? 0 : failures,
        locked_until: lock ? new Date(now.getTime() + SIGNING_PIN_LOCK_MINUTES * 60_000).toISOString() : null,
      });
      return { ok: false, lockedFor: lock ? SIGNING_PIN_LOCK_MINUTES * 60_000 : null };
    },
    { label: 'signing pin' },
  );
  if (outcome.ok) return;
  if (outcome.lockedFor !== null)
    throw fieldError('pin', 'sheet_pin_locked', { minutes: Math.max(1, Math.ceil(outcome.lockedFor / 60_000)) });
  throw fieldError('pin', 'sheet_pin');
}
