// One render helper for the kit's tests: the real store and i18n, a router at `url` and the
// toast. Like the apps, it uses a plain router; `dataRouter: true` uses a data router (where
// react-router can block in-app navigation). `routes` adds other pages to go to.
import { render } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { initI18n } from '../i18n/instance';
import { splitLocale } from '../locale';
import { dismissToast, localeAtom, store } from '../store';
import { AppProviders } from '../ui/providers';
import { ToastView } from '../ui/toast-view';

export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

/** The error the API client throws for an answer with `status` and body `data`. */
export function apiError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', String(status), config, null, {
    status,
    data,
    statusText: '',
    headers: {},
    config,
  } as AxiosResponse);
}

/** The error the API client throws for a form the API refused (422), with its fields' messages. */
export const formRefusal = (errors: Record<string, string[]>): AxiosError =>
  apiError(422, { success: false, message: 'Check the form', data: { errors } });

/** The current router location (path and query) as the probe shows it. */
export const locationOf = (): string => document.querySelector('[data-testid="location"]')?.textContent ?? '';

/** jsdom has no fetch `Request`; a data router only needs its url, method and signal. */
function ensureRequest(): void {
  if (typeof globalThis.Request === 'function') return;
  class MinimalRequest {
    url: string;
    method: string;
    signal: AbortSignal;
    headers = new Map<string, string>();
    constructor(url: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(url);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: MinimalRequest });
}

interface RenderOptions {
  url?: string;
  dataRouter?: boolean;
  routes?: Record<string, ReactElement>;
}

/** Renders `ui` at `url`; the locale comes from the URL prefix, as in the apps. */
export function renderKit(ui: ReactElement, { url = '/', dataRouter = false, routes = {} }: RenderOptions = {}) {
  const { locale } = splitLocale(url.split('?')[0]);
  initI18n(locale);
  store.set(localeAtom, locale);
  dismissToast();
  const page = (element: ReactElement) => (
    <>
      {element}
      <LocationProbe />
    </>
  );
  let tree: ReactElement;
  if (dataRouter) {
    ensureRequest();
    const router = createMemoryRouter(
      [
        { path: url.split('?')[0], element: page(ui) },
        ...Object.entries(routes).map(([path, element]) => ({ path, element: page(element) })),
      ],
      { initialEntries: [url] },
    );
    tree = <RouterProvider router={router} />;
  } else {
    tree = (
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={url.split('?')[0]} element={page(ui)} />
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={page(element)} />
          ))}
        </Routes>
      </MemoryRouter>
    );
  }
  return render(
    <AppProviders>
      {tree}
      <ToastView />
    </AppProviders>,
  );
}
