// The signed-in user's account: changing the password (which ends every other session), checking
// it before a sensitive change, and the language of the user's e-mail.
import type { Language, PasswordChangeRequest } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import * as repository from '../auth.repository';
import { hashPassword, verifyPassword } from '../password';
import type { AuthDeps, CurrentUser } from './deps';
import { tooMany } from './sign-in';

const passwordField = (field: string, rule: string) =>
  new AppError('validation_failed', { fields: { [field]: [{ rule }] } });

/** Whether `password` is the account's current password (false for an account without one). */
export async function isAccountPassword(db: Executor, userId: number, password: string): Promise<boolean> {
  const stored = await repository.findPasswordHash(db, userId);
  return !!stored && (await verifyPassword(password, stored));
}

/**
 * Checks the current password, stores the new one and ends every other session, in one
 * transaction. The checks are counted per account like logins: a stolen session cannot
 * guess its owner's password (and then lock the owner out) at scrypt's speed.
 */
export async function changePassword(
  { db, clock, limiter }: AuthDeps,
  user: CurrentUser,
  body: PasswordChangeRequest,
): Promise<{ ended: number }> {
  if (body.new_password !== body.new_password_confirmation)
    throw passwordField('new_password_confirmation', 'confirmed');
  const attempt = await limiter.beginPasswordCheck(user.id, clock().getTime());
  if (attempt.blockedForMs > 0) throw tooMany('too_many_password_attempts', attempt.blockedForMs);
  if (!(await isAccountPassword(db, user.id, body.current_password)))
    throw passwordField('current_password', 'current_password');
  await limiter.passwordCheckPassed(user.id);
  if (body.new_password === body.current_password) throw passwordField('new_password', 'same_password');
  const hash = await hashPassword(body.new_password);
  const now = clock();
  return inTransaction(db, async (trx) => {
    await repository.setPasswordHash(trx, user.id, hash, now);
    return { ended: await repository.revokeOtherTokens(trx, user.id, user.tokenId, now) };
  });
}

/** Checks the signed-in user's password, counted like a password change (a 422 on `field` when wrong). */
export async function checkPassword(
  { db, clock, limiter }: AuthDeps,
  user: CurrentUser,
  password: string,
  field = 'password',
): Promise<void> {
  const attempt = await limiter.beginPasswordCheck(user.id, clock().getTime());
  if (attempt.blockedForMs > 0) throw tooMany('too_many_password_attempts', attempt.blockedForMs);
  if (!(await isAccountPassword(db, user.id, password))) throw passwordField(field, 'current_password');
  await limiter.passwordCheckPassed(user.id);
}

/** The language of the user's e-mail (ADR 0189). */
export const accountLanguage = async ({ db }: AuthDeps, user: CurrentUser): Promise<{ language: Language }> => ({
  language: await repository.findLanguage(db, user.id),
});

/** Sets it (the account page, or the cabinet's language switch); the last write wins. */
export async function setAccountLanguage(
  { db }: AuthDeps,
  user: CurrentUser,
  language: Language,
): Promise<{ language: Language }> {
  await inTransaction(db, (trx) => repository.setLanguage(trx, user.id, language), { label: 'account language' });
  return { language };
}
