// The super_admin's invitation writes, one transaction each: invite (or renew an expired one),
// resend with a new link, revoke.
import type { InvitationBody, Language } from '@league/shared/contracts';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import type { CurrentUser } from '../../auth/index';
import * as accounts from '../accounts.repository';
import * as repository from '../invitations.repository';
import { checkedScope } from '../scope';
import { newLinkToken } from '../tokens';
import type { InvitationsDeps } from './deps';
import { emailTaken, expiry, sendLink, view } from './links';

export async function invite(deps: InvitationsDeps, language: Language, user: CurrentUser, body: InvitationBody) {
  const { db, clock } = deps;
  const email = body.email.trim().toLowerCase();
  const { token, hash } = newLinkToken();
  const saved = await inTransaction(db, async (trx) => {
    if (await accounts.userIdByEmail(trx, email)) throw emailTaken('email');
    const scope = await checkedScope(trx, body);
    const now = clock();
    const values = {
      name: body.name.trim(),
      role_id: await accounts.roleId(trx, body.role),
      ...scope,
      language: body.language,
      token_hash: hash,
      expires_at: expiry(now),
      created_by: user.id,
    };
    let id = await repository.insertOpenInvitation(trx, { ...values, email, created_at: now });
    if (id === undefined) {
      // The address has an open invitation: a live one is this request's conflict; an expired
      // one is renewed with this request's role, scope and a new link.
      const open = await repository.lockOpenInvitationOf(trx, email);
      if (!open) throw new AppError('conflict', { data: { current: null } });
      if (open.expires_at > now)
        throw new AppError('invitation_exists', { data: { current: await view(deps, trx, language, open.id) } });
      await repository.updateInvitation(trx, open.id, { ...values, sent_at: now });
      id = open.id;
    }
    const sent = await sendLink(
      deps,
      trx,
      { email, name: values.name, role: body.role, language: body.language },
      token,
    );
    return { id, link: sent };
  });
  return { invitation: await view(deps, db, language, saved.id), link: saved.link, emailed: saved.link === null };
}

/** A new link (the old one stops working) and a new expiry; an accepted or revoked invitation is a 409. */
export async function resend(deps: InvitationsDeps, language: Language, id: number) {
  const { db, clock } = deps;
  const { token, hash } = newLinkToken();
  const link = await inTransaction(db, async (trx) => {
    const row = await repository.lockInvitation(trx, { id });
    if (!row) throw new AppError('not_found');
    if (row.accepted_at || row.revoked_at)
      throw new AppError('invitation_closed', { data: { current: await view(deps, trx, language, id) } });
    const now = clock();
    await repository.updateInvitation(trx, id, { token_hash: hash, expires_at: expiry(now), sent_at: now });
    return sendLink(deps, trx, row, token);
  });
  return { invitation: await view(deps, db, language, id), link, emailed: link === null };
}

export async function revoke(deps: InvitationsDeps, language: Language, id: number) {
  const { db, clock } = deps;
  await inTransaction(db, async (trx) => {
    const row = await repository.lockInvitation(trx, { id });
    if (!row) throw new AppError('not_found');
    if (row.accepted_at || row.revoked_at)
      throw new AppError('invitation_closed', { data: { current: await view(deps, trx, language, id) } });
    await repository.updateInvitation(trx, id, { revoked_at: clock() });
  });
  return view(deps, db, language, id);
}
