// Typed calls: every answer is checked against its superstruct contract before a page sees it.
import type { AxiosRequestConfig } from 'axios';
import { assert, type Struct } from 'superstruct';
import { api } from './client';

export async function getJson<T>(url: string, contract: Struct<T, unknown> | null, config?: AxiosRequestConfig): Promise<T> {
  const response = await api.get<unknown>(url, config);
  if (contract) assert(response.data, contract);
  return response.data as T;
}

export async function sendJson<T>(
  method: 'post' | 'put' | 'patch' | 'delete',
  url: string,
  body: unknown,
  contract: Struct<T, unknown> | null,
  config?: AxiosRequestConfig,
): Promise<T> {
  const response = await api.request<unknown>({ ...config, method, url, data: body });
  if (contract) assert(response.data, contract);
  return response.data as T;
}
