// Test helpers for the public pages: render one route with the real providers (store, i18n with
// the public strings) in a memory router, and answer API calls from a table of fake replies.
import { render, screen } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  addNamespace,
  api,
  AppProviders,
  initI18n,
  localeAtom,
  resetDataStores,
  splitLocale,
  store,
} from '@league/shared';
import { resources } from './i18n/resources';

/** A reply that never comes: the page stays in its loading state. */
export const pending = Symbol('pending');

const errorBody = (message: string) => ({ success: false, message, data: { errors: {} } });

/** An error answer with a status and body (by default the API's error envelope). */
export const failure = (status = 500, data: unknown = errorBody('failed')) => ({ __status: status, data });

/** A success envelope. */
export const ok = <T,>(data: T) => ({ success: true as const, data });

/** A paginated success envelope. */
export const pageOf = <T,>(data: T[], total = data.length, page = 1, perPage = 12) => ({
  success: true as const,
  data,
  meta: { total, page, per_page: perPage },
});

/** A reply that fails the first two requests with `status`, then answers `answer`: a page's retry is seen through. */
export function failsTwiceThen(status: number, answer: unknown) {
  let calls = 0;
  return () => (++calls <= 2 ? failure(status) : answer);
}

/** A picture uploaded through the cabinet: its 960 px JPEG with the 320 and 960 px copies in JPEG and WebP. */
export const uploadedPicture = (name: string, height: number) => ({
  src: `/uploads/2026-11/${name}-960.jpg`,
  srcset: `/uploads/2026-11/${name}-320.jpg 320w, /uploads/2026-11/${name}-960.jpg 960w`,
  srcset_webp: `/uploads/2026-11/${name}-320.webp 320w, /uploads/2026-11/${name}-960.webp 960w`,
  width: 960,
  height,
});

/** One request the fake adapter saw. `params` leaves out null and undefined, as axios does on the wire. */
export interface SeenRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  data: unknown;
}

/** Every request the fake adapter saw, in order. */
export const seenRequests: SeenRequest[] = [];

/** The requests seen so far as `path?query` (only the sent params, in the order they were given). */
export function seenUrls(): string[] {
  return seenRequests.map(({ path, params }) => {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
    return query ? `${path}?${query}` : path;
  });
}

/** A reply value: data (200), `failure(...)`, `pending`, or a function of the request returning one of those. */
export type FakeReply = unknown;

function reply(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  return { data, status, statusText: '', headers: {}, config } as AxiosResponse;
}

/**
 * Routes API calls by "METHOD /path" or by "/path" (GET only); paths are without the /api/v1
 * base and the query. A function handler gets the request. Unknown paths answer 404.
 */
export function mockApi(handlers: Record<string, FakeReply | ((request: SeenRequest) => FakeReply)>): void {
  seenRequests.length = 0;
  api.defaults.adapter = async (config) => {
    const path = (config.url ?? '').split('?')[0];
    const method = (config.method ?? 'get').toUpperCase();
    const params = Object.fromEntries(
      Object.entries((config.params ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null),
    );
    const request: SeenRequest = { method, path, params, data: config.data };
    seenRequests.push(request);
    const handler = handlers[`${method} ${path}`] ?? (method === 'GET' ? handlers[path] : undefined);
    const value = typeof handler === 'function' ? (handler as (r: SeenRequest) => FakeReply)(request) : handler;
    if (value === pending) return new Promise<AxiosResponse>(() => undefined);
    if (value === undefined)
      throw new AxiosError('not found', '404', config, null, reply(config, 404, errorBody('not found')));
    if (value && typeof value === 'object' && '__status' in value) {
      const { __status, data } = value as { __status: number; data: unknown };
      throw new AxiosError('failed', String(__status), config, null, reply(config, __status, data));
    }
    return reply(config, 200, value);
  };
}

/** Puts the real adapter back and empties the data stores; use as `afterEach(resetApi)`. */
export function resetApi(): void {
  api.defaults.adapter = undefined;
  resetDataStores();
}

/** Failed fetches are logged by design (spec §7); keep the test output quiet. */
export function quietErrors(): jest.SpyInstance {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` at `url` under the unprefixed route pattern `path` (locale prefixes are added). */
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

/** Renders the route with the API paths `apiPaths` never answering: the page shows its loading state. */
export function renderLoading(apiPaths: string[], url: string, path: string, element: ReactElement) {
  mockApi(Object.fromEntries(apiPaths.map((apiPath) => [apiPath, pending])));
  const view = renderRoute(url, path, element);
  expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  return view;
}
