// Forgotten passwords (ADR 0220). Asking answers the same, in the same steps, whether or not the
// address has an account: the per-address and per-IP counters are taken first (an e-mail that
// has no account counts the same), the user is looked up, and one mail is queued either way — a
// reset link for an active account, a note that no account has this address otherwise — so the
// answer and its timing tell nothing. The link (token as sha256, one hour, once) sets a new
// password, ends every session of the account and signs in; with two-factor sign-in on, the
// link alone is not enough (the code is asked for, as at sign-in).
import type { Language, LoginResult, SetPasswordBody } from '@league/shared/contracts';
import { accountLink } from '@league/shared/access';
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { type AccountRateLimitStore, type AuthService, hashPassword } from '../auth/index';
import { queueAccountMail } from './account-mail';
import * as repository from './password-reset.repository';
import { hashOfPresented, newLinkToken, RESET_MINUTES } from './tokens';
import type { Client } from './invitations.service';

export const RESET_LIMITS = {
  /** Requests per e-mail address (an account, or an address that has none) per window. */
  perEmail: 3,
  /** Requests per client address per window, whatever e-mail. */
  perIp: 10,
  windowMs: 60 * 60_000,
};

const linkInvalid = () => new AppError('validation_failed', { fields: { token: [{ rule: 'link_invalid' }] } });

export function createPasswordResetService({
  db,
  clock,
  auth,
  store,
  publicUrl,
  emailAvailable,
}: {
  db: DB;
  clock: Clock;
  auth: AuthService;
  store: AccountRateLimitStore;
  publicUrl: string;
  emailAvailable: boolean;
}) {
  async function throttle(email: string, ip: string, now: number): Promise<void> {
    const [byEmail, byIp] = await Promise.all([
      store.increment(`reset:email:${email}`, RESET_LIMITS.windowMs, now),
      store.increment(`reset:ip:${ip}`, RESET_LIMITS.windowMs, now),
    ]);
    const blockedUntil = Math.max(
      byEmail.count > RESET_LIMITS.perEmail ? byEmail.resetAt : 0,
      byIp.count > RESET_LIMITS.perIp ? byIp.resetAt : 0,
    );
    if (blockedUntil > 0) {
      const seconds = Math.max(1, Math.ceil((blockedUntil - now) / 1000));
      throw new AppError('too_many_requests', { headers: { 'retry-after': String(seconds) } });
    }
  }

  return {
    async forgot(emailInput: string, language: Language, ip: string): Promise<{ sent: boolean }> {
      const email = emailInput.trim().toLowerCase();
      const now = clock();
      await throttle(email, ip, now.getTime());
      const user = await repository.activeUserByEmail(db, email);
      const { token, hash } = newLinkToken();
      await inTransaction(db, async (trx) => {
        if (user)
          await repository.insertReset(trx, {
            user_id: user.id,
            token_hash: hash,
            expires_at: new Date(now.getTime() + RESET_MINUTES * 60_000),
            created_at: now,
          });
        if (!emailAvailable) return;
        await queueAccountMail(
          trx,
          {
            email,
            kind: user ? 'password_reset' : 'no_account',
            language: user?.language ?? language,
            link: user ? accountLink(publicUrl, 'resetPassword', user.language, token) : null,
          },
          now,
        );
      });
      return { sent: true };
    },

    async reset(body: SetPasswordBody & { totp_code?: string }, client: Client): Promise<LoginResult> {
      if (body.password !== body.password_confirmation)
        throw new AppError('validation_failed', { fields: { password_confirmation: [{ rule: 'confirmed' }] } });
      const hash = hashOfPresented(body.token);
      if (!hash) throw linkInvalid();
      const found = await repository.findUsableReset(db, hash, clock());
      if (!found) throw linkInvalid();
      await auth.secondFactor(found.user_id, body.totp_code, clock());
      const passwordHash = await hashPassword(body.password);
      return inTransaction(db, async (trx) => {
        // Locked and checked again: two uses of one link at once set one password.
        const row = await repository.lockUsableReset(trx, hash, clock());
        if (!row) throw linkInvalid();
        const now = clock();
        await repository.finishResets(trx, row.user_id, passwordHash, now);
        await auth.endAllSessions(trx, row.user_id);
        return auth.startSession(
          { id: row.user_id, name: row.name, email: row.email, club_id: row.club_id, role_slug: row.role },
          { ...client, language: null },
          trx,
        );
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
