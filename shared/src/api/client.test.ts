import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { initI18n, i18n } from '../i18n/instance';
import { authAtom, store } from '../store';
import { createApiClient, fieldErrors } from './client';

function scripted(statuses: number[]) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)];
    const response = { data: { status }, status, statusText: '', headers: {}, config } as AxiosResponse;
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
  return { calls, adapter };
}

beforeAll(() => initI18n('ru'));
afterEach(() => store.set(authAtom, null));

test('sends the Bearer token and the current locale', async () => {
  store.set(authAtom, { token: 'abc', user: { id: 1, name: 'A', email: 'a@b.kz', role: { slug: 'referee' }, club_id: null } });
  await i18n.changeLanguage('en');
  const { calls, adapter } = scripted([200]);
  const client = createApiClient();
  await client.get('/datetime', { adapter });
  expect(calls[0].baseURL).toBe('/api/v1');
  expect(calls[0].headers.get('Authorization')).toBe('Bearer abc');
  expect(calls[0].headers.get('Accept-Language')).toBe('en');
});

test.each([408, 409, 425, 429, 500, 502, 503, 504])('a GET answered %i is retried once', async (status) => {
  const { calls, adapter } = scripted([status, 200]);
  const res = await createApiClient().get('/x', { adapter });
  expect(res.status).toBe(200);
  expect(calls).toHaveLength(2);
});

test('a GET is retried only once', async () => {
  const { calls, adapter } = scripted([503, 503, 200]);
  await expect(createApiClient().get('/x', { adapter })).rejects.toThrow();
  expect(calls).toHaveLength(2);
});

test('a GET answered 404 or 422 is not retried', async () => {
  const { calls, adapter } = scripted([404]);
  await expect(createApiClient().get('/x', { adapter })).rejects.toThrow();
  expect(calls).toHaveLength(1);
});

test.each(['post', 'put', 'patch', 'delete'] as const)('%s is never retried', async (method) => {
  const { calls, adapter } = scripted([503, 200]);
  await expect(createApiClient().request({ method, url: '/x', adapter })).rejects.toThrow();
  expect(calls).toHaveLength(1);
});

test('data.errors of an error body become field errors', () => {
  const response = { data: { success: false, message: 'bad', data: { errors: { phone: ['Incorrect phone', 'x'], name: 'Required' } } }, status: 422 } as AxiosResponse;
  const error = new AxiosError('bad', '422', undefined, null, response);
  expect(fieldErrors(error)).toEqual({ phone: 'Incorrect phone', name: 'Required' });
  expect(fieldErrors(new Error('x'))).toEqual({});
});
