// One render helper for the kit's tests: the real store and i18n, a memory router at `url`
// (a data router, so unsaved-changes blocking works as in an app that uses one) and the toast.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { initI18n } from '../i18n/instance';
import { splitLocale } from '../locale';
import { dismissToast, localeAtom, store } from '../store';
import { AppProviders } from '../ui/providers';
import { ToastView } from '../ui/toast-view';

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

/** The current router location (path and query) as the probe shows it. */
export const locationOf = (container: HTMLElement | Document = document): string =>
  (container.querySelector('[data-testid="location"]')?.textContent ?? '');

/**
 * Renders `ui` at `url`; `routes` adds other pages (path → element) to navigate to.
 * The locale comes from the URL prefix, as in the apps.
 */
export function renderKit(ui: ReactElement, { url = '/', routes = {} }: { url?: string; routes?: Record<string, ReactElement> } = {}) {
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
  const router = createMemoryRouter(
    [{ path: url.split('?')[0], element: page(ui) }, ...Object.entries(routes).map(([path, element]) => ({ path, element: page(element) }))],
    { initialEntries: [url] },
  );
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
      <ToastView />
    </AppProviders>,
  );
  return { ...result, router };
}
