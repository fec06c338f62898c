// Login, token check, sessions and password change. Tokens are 32 random bytes handed to the
// client once; only their sha256 is stored, so a leaked database does not leak usable tokens.
// A token ends at its lifetime, after `tokenIdleMinutes` without use, on logout, when its user
// ends it from another session, or when the password changes. The use cases are in use-cases/;
// this is the service app.ts creates and the auth plugin and the other modules call.
import type { Language, PasswordChangeRequest } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
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
    login: (credentials: signIn.LoginInput) => signIn.login(deps, credentials),
    /** A new bearer token for a user who proved who they are (a password, an invitation or a reset link). */
    startSession: (user: signIn.SessionUser, client: signIn.SessionClient, executor?: Executor) =>
      signIn.startSession(deps, user, client, executor),
    /** The user behind a bearer token, or null when the token is unknown, expired, idle too long or revoked. */
    authenticate: (token: string) => sessions.authenticate(deps, token),
    logout: (user: CurrentUser) => sessions.logout(deps, user),
    sessions: (user: CurrentUser) => sessions.ownSessions(deps, user),
    endSession: (user: CurrentUser, sessionId: number) => sessions.endSession(deps, user, sessionId),
    endOtherSessions: (user: CurrentUser) => sessions.endOtherSessions(deps, user),
    changePassword: (user: CurrentUser, body: PasswordChangeRequest) => account.changePassword(deps, user, body),
    userSessions: (userId: number, currentTokenId: number | null) =>
      sessions.userSessions(deps, userId, currentTokenId),
    /** Ends every session of a user (deactivation, a password reset), in the caller's transaction. */
    endAllSessions: (executor: Executor, userId: number, keepTokenId: number | null = null) =>
      sessions.endAllSessions(deps, executor, userId, keepTokenId),
    checkPassword: (user: CurrentUser, password: string, field = 'password') =>
      account.checkPassword(deps, user, password, field),
    /** The second factor of a user who turned it on (a password reset asks for it as the sign-in does). */
    secondFactor: (userId: number, code: string | undefined, now: Date) => signIn.secondFactor(deps, userId, code, now),
    /** The language of the user's e-mail (ADR 0189). */
    language: (user: CurrentUser) => account.accountLanguage(deps, user),
    setLanguage: (user: CurrentUser, language: Language) => account.setAccountLanguage(deps, user, language),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
