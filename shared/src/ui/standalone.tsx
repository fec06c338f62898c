// A remote's own dev page: the remote's routes without the shell, to work on it alone.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { addNamespace, initI18n, loadLanguage } from '../i18n/instance';
import { splitLocale } from '../locale';
import { localeAtom, store } from '../store';
import type { RemoteModule } from '../federation/contract';
import { AppProviders } from './providers';
import { NotFound } from './states';
import { ToastView } from './toast-view';

export function bootStandalone(mod: RemoteModule, rootId = 'root'): void {
  const { locale } = splitLocale(window.location.pathname);
  initI18n(locale);
  store.set(localeAtom, locale);
  addNamespace(mod.namespace, mod.resources);
  // A data router, as in the shell, so forms' unsaved-changes guards behave the same.
  const router = createBrowserRouter([
    {
      element: (
        <>
          <div className="lg-container">
            <Outlet />
          </div>
          <ToastView />
        </>
      ),
      children: [
        ...mod.routes.map(({ path, Component }) => ({ path, element: <Component /> })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
  // The page's language's strings first (a browser build loads one language, ADR 0203).
  void loadLanguage(locale)
    .catch(() => undefined)
    .then(() =>
      createRoot(document.getElementById(rootId)!).render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    );
}
