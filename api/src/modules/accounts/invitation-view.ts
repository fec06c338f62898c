// An invitation row as the cabinet shows it: the state from its dates, the scope's names.
import type { Invitation, InvitationState } from '@league/shared/contracts';
import type { InvitationRow } from './invitations.repository';
import { scopeView } from './scope';

export function invitationState(
  row: Pick<InvitationRow, 'accepted_at' | 'revoked_at' | 'expires_at'>,
  now: Date,
): InvitationState {
  if (row.accepted_at) return 'accepted';
  if (row.revoked_at) return 'revoked';
  return row.expires_at > now ? 'open' : 'expired';
}

export function toInvitation(row: InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    scope: scopeView(row),
    language: row.language,
    state: invitationState(row, now),
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    accepted_at: row.accepted_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    invited_by: row.invited_by,
  };
}
