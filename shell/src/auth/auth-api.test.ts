import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { api, authAtom, initI18n, store } from '@league/shared';
import { logout } from './auth-api';

const user = { id: 1, name: 'A', email: 'a@league.test', role: { slug: 'referee' as const }, club_id: null };

afterEach(() => {
  api.defaults.adapter = undefined;
  store.set(authAtom, null);
});

test('log out forgets the stored token at once, revokes the token it had, then forgets the user', async () => {
  initI18n('en');
  store.set(authAtom, { token: 'tok-1', user });
  const seen: InternalAxiosRequestConfig[] = [];
  let answer: (response: AxiosResponse) => void = () => undefined;
  api.defaults.adapter = (config) => {
    seen.push(config);
    return new Promise<AxiosResponse>((resolve) => (answer = resolve));
  };
  expect(localStorage.getItem('league.auth')).not.toBeNull();
  const done = logout();
  // The server has not answered yet: a reload would already find no token.
  expect(localStorage.getItem('league.auth')).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(seen).toHaveLength(1);
  expect(seen[0].url).toBe('/cabinet/logout');
  expect(seen[0].headers.get('Authorization')).toBe('Bearer tok-1');
  answer({
    data: { success: true, data: null },
    status: 200,
    statusText: 'OK',
    headers: {},
    config: seen[0],
  } as AxiosResponse);
  await done;
  expect(store.get(authAtom)).toBeNull();
});
