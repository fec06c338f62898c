// Test helpers for the league pages: render a route with the real providers (store, i18n with
// the public strings) in a memory router, and answer API calls from a table of fake replies.
import { render } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addNamespace, api, AppProviders, initI18n, localeAtom, resetDataStores, splitLocale, store } from '@league/shared';
import { resources } from '../i18n/resources';

export const never = Symbol('never');
export const fail = (status = 500) => ({ __status: status });

/** Requests seen by the fake adapter, as `path?query`. */
export const requests: string[] = [];

const reply = (config: InternalAxiosRequestConfig, status: number, data: unknown) => ({ data, status, statusText: '', headers: {}, config }) as AxiosResponse;

type Handler = unknown | ((params: Record<string, unknown>) => unknown);

/** Answers by path (no /api/v1, no query); a function gets the params. Unknown paths: 404. */
export function fakeApi(handlers: Record<string, Handler>): void {
  requests.length = 0;
  api.defaults.adapter = async (config) => {
    const path = (config.url ?? '').split('?')[0];
    const params = (config.params ?? {}) as Record<string, unknown>;
    const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)])).toString();
    requests.push(query ? `${path}?${query}` : path);
    const handler = handlers[path];
    const value = typeof handler === 'function' ? (handler as (p: Record<string, unknown>) => unknown)(params) : handler;
    if (value === never) return new Promise<AxiosResponse>(() => undefined);
    if (value === undefined) throw new AxiosError('not found', '404', config, null, reply(config, 404, { success: false, message: 'x', data: { errors: {} } }));
    if (value && typeof value === 'object' && '__status' in value) {
      const status = (value as { __status: number }).__status;
      throw new AxiosError('failed', String(status), config, null, reply(config, status, { success: false, message: 'x', data: { errors: {} } }));
    }
    return reply(config, 200, value);
  };
}

export function resetFakeApi(): void {
  api.defaults.adapter = undefined;
  resetDataStores();
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` at `url` under the unprefixed route pattern `path`. */
export function renderAt(url: string, path: string, element: ReactElement) {
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
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
}

export const ok = <T,>(data: T) => ({ success: true as const, data });
