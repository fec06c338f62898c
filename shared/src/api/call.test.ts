import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { StructError } from 'superstruct';
import { initI18n } from '../i18n/instance';
import { renameClub as rename } from '../data/test-endpoints';
import { callEndpoint } from './call';
import { api } from './client';

let answer: unknown;
const calls: InternalAxiosRequestConfig[] = [];
const adapter: AxiosAdapter = async (config) => {
  calls.push(config);
  return { data: answer, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse;
};
const original = api.defaults.adapter;

beforeAll(() => initI18n('kk'));
beforeEach(() => {
  calls.length = 0;
  api.defaults.adapter = adapter;
});
afterAll(() => {
  api.defaults.adapter = original;
});

test('sends the method, the filled path and the body of the endpoint object', async () => {
  answer = { success: true, data: { id: 5, title: 'Қайрат' } };
  const result = await callEndpoint(rename, { params: { id: 5 }, body: { title: 'Қайрат' } });
  expect(result.data.title).toBe('Қайрат');
  expect(calls[0].method).toBe('put');
  expect(calls[0].url).toBe('/clubs/5/title');
  expect(JSON.parse(calls[0].data as string)).toEqual({ title: 'Қайрат' });
});

test('encodes path parameters', async () => {
  answer = { success: true, data: { id: 5, title: 'x' } };
  await callEndpoint(rename, { params: { id: 'a/b' as unknown as number }, body: { title: 'x' } });
  expect(calls[0].url).toBe('/clubs/a%2Fb/title');
});

test('refuses an answer that breaks the response contract', async () => {
  answer = { success: true, data: { id: '5', title: 'x' } };
  await expect(callEndpoint(rename, { params: { id: 5 }, body: { title: 'x' } })).rejects.toBeInstanceOf(StructError);
});
