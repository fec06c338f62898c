// Asking for a reset link: the counters first, then one mail either way (a link for an active
// account, a note that there is none otherwise), so the answer and its timing tell nothing.
import { accountLink } from '@league/shared/access';
import type { Language } from '@league/shared/contracts';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import { queueAccountMail } from '../account-mail';
import * as repository from '../password-reset.repository';
import { newLinkToken, RESET_MINUTES } from '../tokens';
import { type PasswordResetDeps, RESET_LIMITS } from './deps';

async function throttle({ store }: PasswordResetDeps, email: string, ip: string, now: number): Promise<void> {
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

export async function forgot(
  deps: PasswordResetDeps,
  emailInput: string,
  language: Language,
  ip: string,
): Promise<{ sent: boolean }> {
  const { db, clock, publicUrl, emailAvailable } = deps;
  const email = emailInput.trim().toLowerCase();
  const now = clock();
  await throttle(deps, email, ip, now.getTime());
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
}
