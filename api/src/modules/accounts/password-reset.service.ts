// Forgotten passwords (ADR 0220). Asking answers the same, in the same steps, whether or not the
// address has an account: the per-address and per-IP counters are taken first (an e-mail that
// has no account counts the same), the user is looked up, and one mail is queued either way — a
// reset link for an active account, a note that no account has this address otherwise — so the
// answer and its timing tell nothing. The link (token as sha256, one hour, once) sets a new
// password, ends every session of the account and signs in; with two-factor sign-in on, the
// link alone is not enough (the code is asked for, as at sign-in). The use cases are in
// password-reset/; this is the service the routes call.
import type { Language, SetPasswordBody } from '@league/shared/contracts';
import type { Client } from './invitations.service';
import type { PasswordResetDeps } from './password-reset/deps';
import { forgot } from './password-reset/forgot';
import { reset } from './password-reset/reset';

export { RESET_LIMITS } from './password-reset/deps';

export function createPasswordResetService(deps: PasswordResetDeps) {
  return {
    forgot: (emailInput: string, language: Language, ip: string) => forgot(deps, emailInput, language, ip),
    reset: (body: SetPasswordBody & { totp_code?: string }, client: Client) => reset(deps, body, client),
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
