import { authAtom, callEndpoint, endpoints, store, type AuthState } from '@league/shared';

export async function login(email: string, password: string): Promise<AuthState> {
  const answer = await callEndpoint(endpoints.auth.login, { body: { email, password } });
  const auth: AuthState = { token: answer.data.token, user: answer.data.user };
  store.set(authAtom, auth);
  return auth;
}

/** Revokes the token on the server (best effort) and clears token and user. */
export async function logout(): Promise<void> {
  try {
    if (store.get(authAtom)) await callEndpoint(endpoints.auth.logout, {});
  } catch (error) {
    console.error('[auth] logout request failed', error);
  } finally {
    store.set(authAtom, null);
  }
}
