// Test helpers for the content pages: render one route with the real providers (store, i18n
// with the public strings) in a memory router, and answer API calls from a table of fakes.
import { render } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addNamespace, api, AppProviders, initI18n, localeAtom, resetDataStores, splitLocale, store } from '@league/shared';
import { resources } from '../i18n/resources';

export const never = Symbol('never answers');
/** An error answer with a status and body. */
export const failWith = (status: number, data: unknown = { success: false, message: 'failed', data: { errors: {} } }) => ({ __status: status, data });

export interface SeenRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  data: unknown;
}
/** Every request the fake adapter answered, in order. */
export const seen: SeenRequest[] = [];

type Handler = unknown | ((request: SeenRequest) => unknown);

function response(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  return { data, status, statusText: '', headers: {}, config } as AxiosResponse;
}

/** Answers by "METHOD /path" or "/path" (GET). Unknown paths answer 404. */
export function fakeApi(handlers: Record<string, Handler>): void {
  seen.length = 0;
  api.defaults.adapter = async (config) => {
    const path = (config.url ?? '').split('?')[0];
    const method = (config.method ?? 'get').toUpperCase();
    const request: SeenRequest = { method, path, params: (config.params ?? {}) as Record<string, unknown>, data: config.data };
    seen.push(request);
    const handler = handlers[`${method} ${path}`] ?? (method === 'GET' ? handlers[path] : undefined);
    const value = typeof handler === 'function' ? (handler as (r: SeenRequest) => unknown)(request) : handler;
    if (value === never) return new Promise<AxiosResponse>(() => undefined);
    if (value === undefined) {
      throw new AxiosError('not found', '404', config, null, response(config, 404, { success: false, message: 'not found', data: { errors: {} } }));
    }
    if (value && typeof value === 'object' && '__status' in value) {
      const { __status, data } = value as { __status: number; data: unknown };
      throw new AxiosError('failed', String(__status), config, null, response(config, __status, data));
    }
    return response(config, 200, value);
  };
}

export function resetFakeApi(): void {
  api.defaults.adapter = undefined;
  resetDataStores();
}

export const ok = <T,>(data: T) => ({ success: true as const, data });
export const pageOf = <T,>(data: T[], total = data.length, page = 1, perPage = 12) => ({ success: true as const, data, meta: { total, page, per_page: perPage } });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` at `url` under the unprefixed route pattern `path` (locale prefixes are added). */
export function renderPage(url: string, path: string, element: ReactElement) {
  const { locale } = splitLocale(url.split('?')[0]);
  initI18n(locale);
  addNamespace('public', resources);
  store.set(localeAtom, locale);
  resetDataStores();
  const prefix = locale === 'kk' ? '' : `/${locale}`;
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`${prefix}${path}`} element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
