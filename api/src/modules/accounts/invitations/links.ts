// What the invitation writes share: an invitation as the cabinet shows it, a link's expiry and
// its e-mail, and the refusals of a link or an address.
import { accountLink } from '@league/shared/access';
import type { Language } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { AppError } from '../../../lib/errors';
import { queueAccountMail } from '../account-mail';
import { toInvitation } from '../invitation-view';
import * as repository from '../invitations.repository';
import { INVITATION_DAYS } from '../tokens';
import type { InvitationsDeps } from './deps';

export const linkInvalid = () => new AppError('validation_failed', { fields: { token: [{ rule: 'link_invalid' }] } });
export const emailTaken = (field: string) =>
  new AppError('validation_failed', { fields: { [field]: [{ rule: 'email_taken' }] } });
export const passwordsDiffer = () =>
  new AppError('validation_failed', { fields: { password_confirmation: [{ rule: 'confirmed' }] } });

export const expiry = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 86_400_000);

export async function view({ clock }: InvitationsDeps, executor: Executor, language: Language, id: number) {
  const row = await repository.findInvitation(executor, language, id);
  if (!row) throw new AppError('not_found');
  return toInvitation(row, clock());
}

/** Queues the e-mail of a (new or renewed) link; answers the link itself only when nothing can e-mail it. */
export async function sendLink(
  { clock, publicUrl, emailAvailable }: InvitationsDeps,
  trx: Executor,
  to: { email: string; name: string; role: string; language: Language },
  token: string,
): Promise<string | null> {
  const link = accountLink(publicUrl, 'welcome', to.language, token);
  if (!emailAvailable) return link;
  await queueAccountMail(trx, { ...to, kind: 'invitation', link }, clock());
  return null;
}
