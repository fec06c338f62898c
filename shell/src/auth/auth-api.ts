import { authAtom, callEndpoint, endpoints, store, type AuthState } from '@league/shared';

export async function login(email: string, password: string): Promise<AuthState> {
  const answer = await callEndpoint(endpoints.auth.login, { body: { email, password } });
  const auth: AuthState = { token: answer.data.token, user: answer.data.user };
  store.set(authAtom, auth);
  return auth;
}

/**
 * Forgets token and user at once — a closed tab or a reload right after "Log out" must not leave
 * the device signed in — then revokes the token on the server (best effort).
 */
export async function logout(): Promise<void> {
  const auth = store.get(authAtom);
  store.set(authAtom, null);
  if (!auth) return;
  try {
    await callEndpoint(endpoints.auth.logout, {}, { headers: { Authorization: `Bearer ${auth.token}` } });
  } catch (error) {
    console.error('[auth] logout request failed', error);
  }
}
