// An invitation's link: what it is for (the welcome page), and accepting it — the account is
// made with the password and signs in at once.
import type { LoginResult } from '@league/shared/contracts';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import { hashPassword } from '../../auth/index';
import * as accounts from '../accounts.repository';
import { invitationState } from '../invitation-view';
import * as repository from '../invitations.repository';
import { checkedScope } from '../scope';
import { hashOfPresented } from '../tokens';
import type { Client, InvitationsDeps } from './deps';
import { emailTaken, linkInvalid, passwordsDiffer } from './links';

/** What the link is for (the welcome page greets the invitee); any link that does not work is the same 422. */
export async function preview({ db, clock }: InvitationsDeps, token: string) {
  const hash = hashOfPresented(token);
  if (!hash) throw linkInvalid();
  const row = await inTransaction(db, (trx) => repository.lockInvitation(trx, { tokenHash: hash }));
  if (!row || invitationState(row, clock()) !== 'open') throw linkInvalid();
  return { email: row.email, name: row.name, role: row.role };
}

/** Creates the account with the password and signs in at once. */
export async function accept(
  { db, clock, auth }: InvitationsDeps,
  body: { token: string; password: string; password_confirmation: string },
  client: Client,
) {
  if (body.password !== body.password_confirmation) throw passwordsDiffer();
  const hash = hashOfPresented(body.token);
  if (!hash) throw linkInvalid();
  const passwordHash = await hashPassword(body.password);
  return inTransaction(db, async (trx): Promise<LoginResult> => {
    const row = await repository.lockInvitation(trx, { tokenHash: hash });
    if (!row) throw linkInvalid();
    const state = invitationState(row, clock());
    if (state === 'accepted' || state === 'revoked')
      throw new AppError('invitation_closed', { data: { current: { state } } });
    if (state !== 'open') throw linkInvalid();
    if (await accounts.userIdByEmail(trx, row.email)) throw emailTaken('token');
    // The scope is checked again: the club or the referee may have changed in seven days.
    const scope = await checkedScope(trx, row);
    const now = clock();
    const userId = await repository.insertUser(trx, {
      role_id: row.role_id,
      name: row.name,
      email: row.email,
      password_hash: passwordHash,
      ...scope,
      language: row.language,
      created_at: now,
    });
    await repository.updateInvitation(trx, row.id, { accepted_at: now, user_id: userId });
    return auth.startSession(
      { id: userId, name: row.name, email: row.email, club_id: scope.club_id, role_slug: row.role },
      { ...client, language: row.language },
      trx,
    );
  });
}
