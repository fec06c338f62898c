// The accounts module (ADR 0220): accounts and invitations of the super_admin, invitations
// accepted and passwords reset by their e-mailed links, two-factor sign-in (ADR 0221), and the
// outbox of account e-mail.
import { defineModule } from '../module';
import { accountsCabinetRoutes } from './accounts.cabinet.routes';
import type { AccountsServices } from './accounts.services';

export { createAccountsService, type AccountsService } from './accounts.service';
export { createInvitationsService, type InvitationsService } from './invitations.service';
export { createPasswordResetService, type PasswordResetService } from './password-reset.service';
export { createTwoFactorService, type TwoFactorService } from './two-factor.service';
export { createAccountMailer, type AccountMailer } from './account-mail';

export type { AccountsServices } from './accounts.services';

export const accountsModule = defineModule<AccountsServices>({
  cabinetRoutes: accountsCabinetRoutes,
});
