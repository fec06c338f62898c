import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { initI18n, i18n } from '../i18n/instance';
import { authAtom, store } from '../store';
import { createApiClient, errorMessage, fieldErrors, isApiError, type ApiError } from './client';

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
  store.set(authAtom, {
    token: 'abc',
    user: { id: 1, name: 'A', email: 'a@b.kz', role: { slug: 'referee' }, club_id: null },
  });
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
  const response = {
    data: { success: false, message: 'bad', data: { errors: { phone: ['Incorrect phone', 'x'], name: 'Required' } } },
    status: 422,
  } as AxiosResponse;
  const error = new AxiosError('bad', '422', undefined, null, response);
  expect(fieldErrors(error)).toEqual({ phone: 'Incorrect phone', name: 'Required' });
  expect(fieldErrors(new Error('x'))).toEqual({});
});

describe('the fetch transport', () => {
  type Sent = { url: string; init: RequestInit };
  const sent: Sent[] = [];
  const original = globalThis.fetch;
  function answers(...replies: ({ status: number; body?: string } | Error)[]) {
    sent.length = 0;
    globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      const reply = replies[Math.min(sent.length - 1, replies.length - 1)];
      if (reply instanceof Error) throw reply;
      return {
        status: reply.status,
        statusText: '',
        headers: new Map([['content-type', 'application/json']]),
        text: async () => reply.body ?? '',
        blob: async () => new Blob([reply.body ?? '']),
      } as unknown as Response;
    }) as unknown as typeof fetch;
  }
  afterAll(() => {
    globalThis.fetch = original;
  });

  test('sends to /api/v1 with the query of spec §7, the token, the locale and JSON', async () => {
    store.set(authAtom, {
      token: 'tok',
      user: { id: 1, name: 'A', email: 'a@b.kz', role: { slug: 'referee' }, club_id: null },
    });
    await i18n.changeLanguage('kk');
    answers({ status: 200, body: '{"success":true,"data":1}' });
    const res = await createApiClient().post(
      '/teams',
      { name: 'Алтай' },
      { params: { filter: { tag: 'a b' }, ids: [1, 2], empty: [], none: null } },
    );
    expect(res).toMatchObject({ status: 200, data: { success: true, data: 1 } });
    expect(sent[0].url).toBe('/api/v1/teams?filter[tag]=a%20b&ids[]=1&ids[]=2');
    expect(sent[0].init.method).toBe('POST');
    expect(sent[0].init.body).toBe('{"name":"Алтай"}');
    expect(sent[0].init.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok',
      'Accept-Language': 'kk',
    });
  });

  test('an error status rejects with the answer; a GET answered 503 is retried once', async () => {
    answers(
      { status: 503, body: '{"success":false,"message":"busy"}' },
      { status: 422, body: '{"success":false,"message":"bad","data":{"errors":{"name":["Required"]}}}' },
    );
    const error = await createApiClient()
      .get('/x')
      .catch((e: unknown) => e);
    expect(sent).toHaveLength(2);
    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).response?.status).toBe(422);
    expect(fieldErrors(error)).toEqual({ name: 'Required' });
    expect(errorMessage(error)).toBe('bad');
  });

  test('a network failure rejects without an answer and is not retried', async () => {
    answers(new TypeError('Failed to fetch'));
    const error = await createApiClient()
      .get('/x')
      .catch((e: unknown) => e);
    expect(sent).toHaveLength(1);
    expect(error).toMatchObject({ code: 'ERR_NETWORK', response: undefined });
  });

  test('a call that outlives its timeout rejects as ECONNABORTED', async () => {
    sent.length = 0;
    globalThis.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    ) as unknown as typeof fetch;
    const error = await createApiClient()
      .get('/slow', { timeout: 10 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ECONNABORTED', response: undefined });
  });

  test('a blob answer stays a blob; an empty answer is an empty string', async () => {
    answers({ status: 200, body: '%PDF' });
    expect((await createApiClient().get<Blob>('/file', { responseType: 'blob' })).data).toBeInstanceOf(Blob);
    answers({ status: 204 });
    expect((await createApiClient().delete('/x')).data).toBe('');
  });
});
