// Using a reset link: a new password, every session of the account ended, signed in; with
// two-factor sign-in on, the code is asked for as at sign-in.
import type { LoginResult, SetPasswordBody } from '@league/shared/contracts';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import { hashPassword } from '../../auth/index';
import type { Client } from '../invitations.service';
import * as repository from '../password-reset.repository';
import { hashOfPresented } from '../tokens';
import type { PasswordResetDeps } from './deps';

const linkInvalid = () => new AppError('validation_failed', { fields: { token: [{ rule: 'link_invalid' }] } });

export async function reset(
  { db, clock, auth }: PasswordResetDeps,
  body: SetPasswordBody & { totp_code?: string },
  client: Client,
): Promise<LoginResult> {
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
}
