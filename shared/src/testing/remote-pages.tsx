// Test helpers of the remotes' pages (`@league/shared/testing`, tests only): render a page with
// the real providers (store, i18n with the remote's strings) in a memory router at a URL, and
// answer API calls from a table of fake replies. A cabinet remote renders signed in as a role,
// with the toast, and binds its namespace once: `export const renderPage = pageRenderer('cab-x', resources)`.
import { render } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api } from '../api/client';
import { resetDataStores } from '../data/query-client';
import { addNamespace, initI18n } from '../i18n/instance';
import { splitLocale } from '../locale';
import type { RoleSlug } from '../roles';
import { authAtom, dismissToast, localeAtom, store } from '../store';
import { AppProviders } from '../ui/providers';
import { ToastView } from '../ui/toast-view';

const errorBody = (message: string, errors: Record<string, string[]> = {}) => ({
  success: false,
  message,
  data: { errors },
});

/** An error answer: status, message and field errors, as the API sends them. */
export const failure = (status: number, message = 'failed', errors: Record<string, string[]> = {}) => ({
  __status: status,
  data: errorBody(message, errors),
});

/** A reply that never comes: the page stays in its loading state. */
export const pending = Symbol('pending');

/** A success envelope. */
export const ok = <T,>(data: T) => ({ success: true as const, data });
/** A paginated success envelope. */
export const pageOf = <T,>(data: T[], total = data.length, page = 1, perPage = 20) => ({
  success: true as const,
  data,
  meta: { total, page, per_page: perPage },
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

/** A reply: data (200), `failure(...)`, `pending`, or a function of the request returning one of those. */
type Handler = unknown | ((request: SeenRequest) => unknown);

/** The body as the page sent it: JSON text parsed, anything else (FormData, other text) as it is. */
function sentBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function reply(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  return { data, status, statusText: '', headers: {}, config } as AxiosResponse;
}

/** Routes API calls by "METHOD /path" or "/path" (GET); paths without /api/v1 and the query. Unknown paths answer 404. */
export function mockApi(handlers: Record<string, Handler>): void {
  seenRequests.length = 0;
  api.defaults.adapter = async (config) => {
    const path = (config.url ?? '').split('?')[0];
    const method = (config.method ?? 'get').toUpperCase();
    const params = Object.fromEntries(
      Object.entries((config.params ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null),
    );
    const request: SeenRequest = { method, path, params, data: sentBody(config.data) };
    seenRequests.push(request);
    const handler = handlers[`${method} ${path}`] ?? (method === 'GET' ? handlers[path] : undefined);
    const value = typeof handler === 'function' ? (handler as (r: SeenRequest) => unknown)(request) : handler;
    if (value === pending) return new Promise<AxiosResponse>(() => undefined);
    if (value === undefined)
      throw new AxiosError('not found', '404', config, null, reply(config, 404, errorBody('not found')));
    if (value && typeof value === 'object' && '__status' in value) {
      const { __status, data: body } = value as { __status: number; data: unknown };
      throw new AxiosError('failed', String(__status), config, null, reply(config, __status, body));
    }
    return reply(config, 200, value);
  };
}

/** The real adapter back, the data stores emptied, signed out; use as `afterEach(resetApi)`. */
export function resetApi(): void {
  api.defaults.adapter = undefined;
  resetDataStores();
  store.set(authAtom, null);
  jest.restoreAllMocks();
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export const locationOf = (): string => document.querySelector('[data-testid="location"]')?.textContent ?? '';

type Resources = Parameters<typeof addNamespace>[1];

/**
 * Renders `routes` (unprefixed patterns → elements) at `url` with the real providers and the
 * `namespace` strings, in a memory router with a location probe; `beside` renders next to the router.
 */
export function renderRoutes(
  url: string,
  namespace: string,
  resources: Resources,
  routes: Record<string, ReactElement>,
  beside?: ReactNode,
) {
  const { locale } = splitLocale(url.split('?')[0]);
  initI18n(locale);
  addNamespace(namespace, resources);
  store.set(localeAtom, locale);
  resetDataStores();
  const prefix = locale === 'kk' ? '' : `/${locale}`;
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={`${prefix}${path}`} element={element} />
          ))}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      {beside}
    </AppProviders>,
  );
}

/**
 * The page renderer of one cabinet remote: renders the pages of `routes` at `url` with the toast,
 * signed in as `role` (a command_admin manages club `clubId`).
 */
export function pageRenderer(namespace: string, resources: Resources) {
  return function renderPage(
    url: string,
    routes: Record<string, ReactElement>,
    { role = 'super_admin', clubId = null }: { role?: RoleSlug; clubId?: number | null } = {},
  ) {
    store.set(authAtom, {
      token: 't',
      user: { id: 1, name: 'Test', email: 'test@league.test', role: { slug: role }, club_id: clubId },
    });
    dismissToast();
    return renderRoutes(url, namespace, resources, routes, <ToastView />);
  };
}

/** Failed calls are logged by design (spec §7); keep the test output quiet. Restored by `resetApi`. */
export function quietErrors(): jest.SpyInstance {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

/** Every page test of the file runs with failed calls kept quiet and ends with the real API, empty stores, signed out. */
export function setUpPageTests(): void {
  beforeEach(() => quietErrors());
  afterEach(resetApi);
}
