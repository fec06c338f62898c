// The accounts module (ADR 0220): accounts and invitations of the super_admin, invitations
// accepted and passwords reset by their e-mailed links, two-factor sign-in (ADR 0221), and the
// outbox of account e-mail.
import { defineModule } from '../module';
import { accountsCabinetRoutes } from './accounts.cabinet.routes';
import type { AccountsService } from './accounts.service';
import type { InvitationsService } from './invitations.service';
import type { PasswordResetService } from './password-reset.service';
import type { TwoFactorService } from './two-factor.service';

export { createAccountsService, type AccountsService } from './accounts.service';
export { createInvitationsService, type InvitationsService } from './invitations.service';
export { createPasswordResetService, type PasswordResetService } from './password-reset.service';
export { createTwoFactorService, type TwoFactorService } from './two-factor.service';
export { createAccountMailer, type AccountMailer } from './account-mail';

export interface AccountsServices {
  accounts: AccountsService;
  invitations: InvitationsService;
  resets: PasswordResetService;
  twoFactor: TwoFactorService;
}

export const accountsModule = defineModule<AccountsServices>({
  cabinetRoutes: accountsCabinetRoutes,
});
