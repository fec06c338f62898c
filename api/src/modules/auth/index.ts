// The auth module: cabinet login, logout and the signed-in user. The service is created once by
// app.ts (the auth plugin checks tokens with it) and handed to every module in its options.
import { defineModule } from '../module';
import { authCabinetRoutes } from './auth.cabinet.routes';
import type { AuthService } from './auth.service';

export type { AuthService, CurrentUser } from './auth.service';
export { hashToken, toAuthUser } from './auth.service';
export { hashPassword } from './password';
export { isAccountPassword } from './use-cases/account';
export { clubFilter, clubScope, inClubScope, isClubScoped } from './scope';
export type { RateLimitStore as AccountRateLimitStore } from './rate-limit';
export {
  disableTotp,
  enableTotp,
  newTotpSecret,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  setTotpSecret,
  totpStep,
  totpUri,
  twoFactorOf,
} from './two-factor';
export type { RateLimitStore } from './rate-limit';
export { DUMMY_HASH, verifyPassword } from './password';

export const authModule = defineModule<{ auth: AuthService }>({
  cabinetRoutes: authCabinetRoutes,
});
