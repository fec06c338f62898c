// Test helpers for the people pages: render one route with the real providers (store, i18n with
// the public strings) in a memory router, and answer API calls from a table of fake replies.
import { render } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addNamespace, api, AppProviders, initI18n, localeAtom, resetDataStores, splitLocale, store } from '@league/shared';
import { resources } from '../i18n/resources';

/** A reply: data (200), `{ status, data }` for an error status, or 'pending' (never answers). */
export type FakeReply = unknown;

export const pending = Symbol('pending');
export const failure = (status: number, data: unknown = { success: false, message: 'x', data: { errors: {} } }) => ({ __status: status, data });

/** Requests the fake adapter saw, as `path?query`. */
export const seenRequests: string[] = [];

function reply(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  return { data, status, statusText: '', headers: {}, config } as AxiosResponse;
}

/**
 * Routes API calls by path (without the /api/v1 base and the query). A function handler gets
 * the query params. Unknown paths answer 404.
 */
export function mockApi(handlers: Record<string, FakeReply | ((params: Record<string, unknown>) => FakeReply)>): void {
  seenRequests.length = 0;
  api.defaults.adapter = async (config) => {
    const path = (config.url ?? '').split('?')[0];
    const params = Object.fromEntries(Object.entries((config.params ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null)) as Record<string, unknown>;
    const query = new URLSearchParams(params as Record<string, string>).toString();
    seenRequests.push(`${path}${query ? `?${query}` : ''}`);
    const handler = handlers[path];
    const value = typeof handler === 'function' ? (handler as (p: Record<string, unknown>) => FakeReply)(params) : handler;
    if (value === pending) return new Promise<AxiosResponse>(() => undefined);
    if (value === undefined) {
      const response = reply(config, 404, { success: false, message: 'not found', data: { errors: {} } });
      throw new AxiosError('not found', '404', config, null, response);
    }
    if (value && typeof value === 'object' && '__status' in value) {
      const { __status, data } = value as { __status: number; data: unknown };
      throw new AxiosError('failed', String(__status), config, null, reply(config, __status, data));
    }
    return reply(config, 200, value);
  };
}

export function resetApi(): void {
  api.defaults.adapter = undefined;
  resetDataStores();
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` at `url` under the route pattern `path` (unprefixed; locale prefixes are added). */
export function renderRoute(url: string, path: string, element: ReactElement) {
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

/** Failed fetches are logged by design (spec §7); keep the test output quiet. */
export function quietErrors(): jest.SpyInstance {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
