// The one API client: base /api/v1, Bearer token, Accept-Language from the current locale,
// one retry for idempotent GETs on transient statuses, never for writes.
import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { currentLocale } from '../i18n/instance';
import { authAtom, store } from '../store';
import type { ErrorEnvelopeBody } from '../contracts/envelope';
import { serializeParams } from './params';

export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

interface RetryableConfig extends InternalAxiosRequestConfig {
  __retried?: boolean;
}

export function createApiClient(baseURL = '/api/v1'): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: 20_000,
    paramsSerializer: { serialize: (params) => serializeParams(params as Record<string, unknown>) },
    headers: { Accept: 'application/json' },
  });

  client.interceptors.request.use((config) => {
    const auth = store.get(authAtom);
    if (auth?.token) config.headers.set('Authorization', `Bearer ${auth.token}`);
    config.headers.set('Accept-Language', currentLocale());
    return config;
  });

  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetryableConfig | undefined;
    const status = error.response?.status;
    const method = (config?.method ?? 'get').toLowerCase();
    if (config && method === 'get' && !config.__retried && status !== undefined && (RETRY_STATUSES as readonly number[]).includes(status)) {
      config.__retried = true;
      return client.request(config);
    }
    return Promise.reject(error);
  });

  return client;
}

export const api = createApiClient();

/** Turns `data.errors` of an error body into final-form field errors (first message per field). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!axios.isAxiosError(error)) return {};
  const errors = (error.response?.data as Partial<ErrorEnvelopeBody> | undefined)?.data?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') out[field] = first;
  }
  return out;
}

/** The envelope's message of an API error, if the server sent one. */
export function errorMessage(error: unknown): string | null {
  if (!axios.isAxiosError(error)) return null;
  const message = (error.response?.data as Partial<ErrorEnvelopeBody> | undefined)?.message;
  return typeof message === 'string' && message ? message : null;
}
