import { authAtom, callEndpoint, endpoints, forgetStoredAuth, store, type AuthState } from '@league/shared';

export async function login(email: string, password: string, totpCode?: string): Promise<AuthState> {
  const answer = await callEndpoint(endpoints.auth.login, {
    body: { email, password, ...(totpCode ? { totp_code: totpCode } : {}) },
  });
  const auth: AuthState = { token: answer.data.token, user: answer.data.user };
  store.set(authAtom, auth);
  return auth;
}

/**
 * Signs out: the stored token is forgotten at once (a reload or a closed tab right after "Log out"
 * must not find it), the token is revoked on the server (best effort), then the page forgets the
 * user — after the caller has left the guarded page.
 */
export async function logout(): Promise<void> {
  const auth = store.get(authAtom);
  forgetStoredAuth();
  try {
    if (auth) await callEndpoint(endpoints.auth.logout, {}, { headers: { Authorization: `Bearer ${auth.token}` } });
  } catch (error) {
    console.error('[auth] logout request failed', error);
  } finally {
    store.set(authAtom, null);
  }
}
