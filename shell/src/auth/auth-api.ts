import { authAtom, callEndpoint, endpoints, forgetStoredAuth, store, type AuthState } from '@league/shared';

export async function login(email: string, password: string, totpCode?: string): Promise<AuthState> {
  const answer = await callEndpoint(endpoints.auth.login, {
    body: { email, password, ...(totpCode ? { totp_code: totpCode } : {}) },
  });
  const auth: AuthState = { token: answer.data.token, user: answer.data.user };
  signedOutFrom = null;
  store.set(authAtom, auth);
  return auth;
}

/** The cabinet page the user signed out from, while they stay signed out in this tab. */
let signedOutFrom: string | null = null;

/**
 * Whether the cabinet page at `path` is the one the user just left with "Log out": the route guard
 * then sends them to the plain login page, not to login?next=… (the move to the login page may
 * still be loading when the sign-out request answers).
 */
export function signedOutFromPage(path: string): boolean {
  return signedOutFrom === path;
}

/**
 * Signs out: the stored token is forgotten at once (a reload or a closed tab right after "Log out"
 * must not find it), the token is revoked on the server (best effort), then the page forgets the
 * user — after the caller has left the guarded page.
 */
export async function logout(fromPath?: string): Promise<void> {
  const auth = store.get(authAtom);
  signedOutFrom = fromPath ?? null;
  forgetStoredAuth();
  try {
    if (auth) await callEndpoint(endpoints.auth.logout, {}, { headers: { Authorization: `Bearer ${auth.token}` } });
  } catch (error) {
    console.error('[auth] logout request failed', error);
  } finally {
    store.set(authAtom, null);
  }
}
