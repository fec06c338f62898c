// Two-factor sign-in of a super_admin's own account (ADR 0221): set up (a new secret for the
// authenticator app, not yet asked for at sign-in), turned on with the app's current code (ten
// recovery codes answered once), turned off with the password.
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import {
  type AuthService,
  type CurrentUser,
  disableTotp,
  enableTotp,
  newTotpSecret,
  setTotpSecret,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  totpStep,
  totpUri,
  twoFactorOf,
} from '../auth/index';

const ISSUER = 'Youth Football League';

export function createTwoFactorService({ db, clock, auth }: { db: DB; clock: Clock; auth: AuthService }) {
  async function state(user: CurrentUser) {
    const row = await twoFactorOf(db, user.id);
    return { enabled: !!row?.totp_enabled_at, recovery_codes_left: await recoveryCodesLeft(db, user.id) };
  }

  return {
    state,

    async setup(user: CurrentUser) {
      const secret = newTotpSecret();
      await inTransaction(db, async (trx) => {
        const row = await twoFactorOf(trx, user.id);
        if (row?.totp_enabled_at) throw new AppError('conflict', { data: { current: await state(user) } });
        await setTotpSecret(trx, user.id, secret);
      });
      return { secret, otpauth_url: totpUri(secret, user.email, ISSUER) };
    },

    async enable(user: CurrentUser, code: string) {
      return inTransaction(db, async (trx) => {
        const row = await twoFactorOf(trx, user.id);
        if (row?.totp_enabled_at) throw new AppError('conflict', { data: { current: await state(user) } });
        const step = row?.totp_secret ? await totpStep(row.totp_secret, code, clock(), null) : null;
        if (step === null) throw new AppError('validation_failed', { fields: { code: [{ rule: 'two_factor_code' }] } });
        await enableTotp(trx, user.id, clock(), step);
        return { recovery_codes: await replaceRecoveryCodes(trx, user.id, clock()) };
      });
    },

    async disable(user: CurrentUser, password: string) {
      await auth.checkPassword(user, password);
      await inTransaction(db, (trx) => disableTotp(trx, user.id));
      return state(user);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
