import { api, authAtom, store, type AuthState } from '@league/shared';

interface LoginAnswer {
  success: boolean;
  message?: string;
  data?: { token: string; role: { slug: AuthState['user']['role']['slug'] }; user: AuthState['user'] };
}

export async function login(email: string, password: string): Promise<AuthState> {
  const { data } = await api.post<LoginAnswer>('/cabinet/login', { email, password });
  if (!data.success || !data.data) throw new Error(data.message ?? 'login failed');
  const auth: AuthState = { token: data.data.token, user: { ...data.data.user, role: data.data.role } };
  store.set(authAtom, auth);
  return auth;
}

/** Revokes the token on the server (best effort) and clears token and user. */
export async function logout(): Promise<void> {
  try {
    if (store.get(authAtom)) await api.post('/cabinet/logout');
  } catch (error) {
    console.error('[auth] logout request failed', error);
  } finally {
    store.set(authAtom, null);
  }
}
