// The services the accounts module's routes are given.
import type { AccountsService } from './accounts.service';
import type { InvitationsService } from './invitations.service';
import type { PasswordResetService } from './password-reset.service';
import type { TwoFactorService } from './two-factor.service';

export interface AccountsServices {
  accounts: AccountsService;
  invitations: InvitationsService;
  resets: PasswordResetService;
  twoFactor: TwoFactorService;
}
