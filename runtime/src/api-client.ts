// The one API client: base /api/v1, Bearer token, Accept-Language from the current locale,
// query encoding of spec §7 (nulls and empty arrays stripped, bracket notation), one retry for
// GETs on transient statuses, never for writes. It sends with the browser's fetch (ADR 0106);
// requests, answers and errors keep the shapes the product used with axios
// (`api.get(url, { params })`, `response.data`, `error.response.status`), so callers did not change.
// Type-only imports: axios describes the adapter tests plug in, and nothing of it is bundled.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { currentLocale } from './i18n';
import { authAtom, store } from './store';
import { serializeParams } from './params';

/** The API's error envelope (spec §7; @league/shared's contracts/envelope.ts). */
interface ErrorEnvelopeBody {
  success: false;
  message: string;
  data: { errors: Record<string, string[]> };
}

export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

export interface ApiRequestConfig {
  method?: string;
  url?: string;
  baseURL?: string;
  /** Query parameters, encoded by `serializeParams`. */
  params?: Record<string, unknown>;
  /** A plain object or array is sent as JSON; FormData, Blob and strings as they are. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds; 20 s unless given. */
  timeout?: number;
  responseType?: 'json' | 'blob' | 'text';
  /** Answers instead of the network (tests). */
  adapter?: AxiosAdapter;
}

export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  config: AdapterConfig;
}

/** Request headers with case-insensitive names (`get('authorization')`), as an adapter sees them. */
export class ApiHeaders {
  private readonly map = new Map<string, [string, string]>();
  constructor(init: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(init)) this.set(name, value);
  }
  get(name: string): string | undefined {
    return this.map.get(name.toLowerCase())?.[1];
  }
  set(name: string, value: string): this {
    this.map.set(name.toLowerCase(), [name, value]);
    return this;
  }
  has(name: string): boolean {
    return this.map.has(name.toLowerCase());
  }
  toJSON(): Record<string, string> {
    return Object.fromEntries(this.map.values());
  }
}

/** The config an adapter gets: relative url, base, lowercase method, serialised body, headers. */
export type AdapterConfig = Omit<ApiRequestConfig, 'headers'> & {
  method: string;
  url: string;
  baseURL: string;
  headers: ApiHeaders;
  timeout: number;
};

/**
 * A failed call. `response` is there when the server answered (status outside 2xx), absent on a
 * network failure, a timeout (`code` ECONNABORTED) or a cancelled call (ERR_CANCELED).
 * `isAxiosError` is the mark `isApiError` looks for (axios's own errors carry it too).
 */
export class ApiError<T = unknown> extends Error {
  readonly isAxiosError = true;
  constructor(
    message: string,
    readonly code: string,
    readonly config: AdapterConfig,
    readonly response?: ApiResponse<T>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get status(): number | undefined {
    return this.response?.status;
  }
}

/** Whether a thrown value is an API client error (then `error.response?.status` tells the answer). */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Whether a failed call was answered 404 (no such record, or one outside the caller's scope). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.response?.status === 404;
}

const isPlainBody = (data: unknown): boolean =>
  data !== null &&
  typeof data === 'object' &&
  !(typeof FormData !== 'undefined' && data instanceof FormData) &&
  !(typeof Blob !== 'undefined' && data instanceof Blob) &&
  !(typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) &&
  !(data instanceof ArrayBuffer);

async function readBody(res: Response, responseType: ApiRequestConfig['responseType']): Promise<unknown> {
  if (responseType === 'blob') return res.blob();
  const text = await res.text();
  if (responseType === 'text' || text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The full URL of a prepared call: base, path and the encoded query. */
export function requestUrl(config: AdapterConfig): string {
  const query = serializeParams(config.params);
  return `${config.baseURL}${config.url}${query ? (config.url.includes('?') ? '&' : '?') + query : ''}`;
}

/** The network transport: fetch, with the timeout and the caller's signal both able to stop it. */
async function fetchAdapter(config: AdapterConfig): Promise<ApiResponse> {
  const url = requestUrl(config);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeout);
  const cancel = () => controller.abort();
  if (config.signal?.aborted) cancel();
  config.signal?.addEventListener('abort', cancel, { once: true });
  try {
    let res: Response;
    try {
      res = await fetch(url, {
        method: config.method.toUpperCase(),
        headers: config.headers.toJSON(),
        body: config.data as BodyInit | undefined,
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch {
      if (timedOut) throw new ApiError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config);
      if (config.signal?.aborted) throw new ApiError('canceled', 'ERR_CANCELED', config);
      throw new ApiError('Network Error', 'ERR_NETWORK', config);
    }
    let data: unknown;
    try {
      data = await readBody(res, config.responseType);
    } catch {
      if (timedOut) throw new ApiError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config);
      throw new ApiError(
        config.signal?.aborted ? 'canceled' : 'Network Error',
        config.signal?.aborted ? 'ERR_CANCELED' : 'ERR_NETWORK',
        config,
      );
    }
    const response: ApiResponse = {
      data,
      status: res.status,
      statusText: res.statusText,
      headers: Object.fromEntries(res.headers),
      config,
    };
    if (res.status < 200 || res.status >= 300) {
      throw new ApiError(
        `Request failed with status code ${res.status}`,
        res.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
        config,
        response,
      );
    }
    return response;
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', cancel);
  }
}

export interface ApiClient {
  defaults: { baseURL: string; timeout: number; adapter?: AxiosAdapter };
  request<T = unknown>(config: ApiRequestConfig): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
}

export function createApiClient(baseURL = '/api/v1'): ApiClient {
  const defaults: ApiClient['defaults'] = { baseURL, timeout: 20_000 };

  const send = async (config: ApiRequestConfig): Promise<ApiResponse> => {
    const headers = new ApiHeaders({ Accept: 'application/json', ...config.headers });
    let data = config.data;
    if (isPlainBody(data)) {
      data = JSON.stringify(data);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
    const auth = store.get(authAtom);
    if (auth?.token) headers.set('Authorization', `Bearer ${auth.token}`);
    headers.set('Accept-Language', currentLocale());
    const prepared: AdapterConfig = {
      ...config,
      method: (config.method ?? 'get').toLowerCase(),
      url: config.url ?? '',
      baseURL: config.baseURL ?? defaults.baseURL,
      timeout: config.timeout ?? defaults.timeout,
      data,
      headers,
    };
    const adapter = config.adapter ?? defaults.adapter;
    // A plugged-in adapter (tests) receives the config in the shape axios hands its adapters.
    return adapter
      ? ((await adapter(prepared as unknown as InternalAxiosRequestConfig)) as unknown as ApiResponse)
      : fetchAdapter(prepared);
  };

  const request = async <T>(config: ApiRequestConfig): Promise<ApiResponse<T>> => {
    try {
      return (await send(config)) as ApiResponse<T>;
    } catch (error) {
      const status = isApiError(error) ? error.response?.status : undefined;
      const method = (config.method ?? 'get').toLowerCase();
      if (method === 'get' && status !== undefined && (RETRY_STATUSES as readonly number[]).includes(status)) {
        return (await send(config)) as ApiResponse<T>;
      }
      throw error;
    }
  };

  return {
    defaults,
    request,
    get: (url, config) => request({ ...config, method: 'get', url }),
    delete: (url, config) => request({ ...config, method: 'delete', url }),
    post: (url, data, config) => request({ ...config, method: 'post', url, data }),
    put: (url, data, config) => request({ ...config, method: 'put', url, data }),
    patch: (url, data, config) => request({ ...config, method: 'patch', url, data }),
  };
}

export const api = createApiClient();

/** Turns `data.errors` of an error body into form field errors (first message per field). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
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
  if (!isApiError(error)) return null;
  const message = (error.response?.data as Partial<ErrorEnvelopeBody> | undefined)?.message;
  return typeof message === 'string' && message ? message : null;
}
