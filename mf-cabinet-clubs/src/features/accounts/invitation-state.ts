// The words of an invitation's state (strings keys of `accounts`).
import type { InvitationState } from '@league/shared/cabinet';

export const STATE_KEY: Record<InvitationState, string> = {
  open: 'accounts.stateOpen',
  expired: 'accounts.stateExpired',
  accepted: 'accounts.stateAccepted',
  revoked: 'accounts.stateRevoked',
};
