// Login, token check, sessions and password change. Tokens are 32 random bytes handed to the
// client once; only their sha256 is stored, so a leaked database does not leak usable tokens.
// A token ends at its lifetime, after `tokenIdleMinutes` without use, on logout, when its user
// ends it from another session, or when the password changes. The use cases are in use-cases/;
// this is the service app.ts creates and the auth plugin and the other modules call.
import { bindDeps } from '../../lib/bind-deps';
import * as account from './use-cases/account';
import { authDeps, type AuthServiceDeps, type CurrentUser } from './use-cases/deps';
import * as sessions from './use-cases/sessions';
import * as signIn from './use-cases/sign-in';

export type { AuthServiceDeps, CurrentUser } from './use-cases/deps';
export { DEFAULT_TOKEN_IDLE_MINUTES } from './use-cases/deps';
export { TOUCH_INTERVAL_MS } from './use-cases/sessions';
export { hashToken, KNOWN_ADDRESS_DAYS, toAuthUser } from './use-cases/sign-in';

export function createAuthService(input: AuthServiceDeps) {
  const deps = authDeps(input);
  return {
    ...bindDeps(deps, {
      login: signIn.login,
      /** A new bearer token for a user who proved who they are (a password, an invitation or a reset link). */
      startSession: signIn.startSession,
      /** The user behind a bearer token, or null when the token is unknown, expired, idle too long or revoked. */
      authenticate: sessions.authenticate,
      logout: sessions.logout,
      sessions: sessions.ownSessions,
      endSession: sessions.endSession,
      endOtherSessions: sessions.endOtherSessions,
      changePassword: account.changePassword,
      userSessions: sessions.userSessions,
      /** Ends every session of a user (deactivation, a password reset), in the caller's transaction. */
      endAllSessions: sessions.endAllSessions,
      /** The second factor of a user who turned it on (a password reset asks for it as the sign-in does). */
      secondFactor: signIn.secondFactor,
      /** The language of the user's e-mail (ADR 0189). */
      language: account.accountLanguage,
      setLanguage: account.setAccountLanguage,
    }),
    checkPassword: (user: CurrentUser, password: string, field = 'password') =>
      account.checkPassword(deps, user, password, field),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
