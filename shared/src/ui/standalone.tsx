// A remote's own dev page: the remote's routes without the shell, to work on it alone.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { addNamespace, initI18n } from '../i18n/instance';
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
  createRoot(document.getElementById(rootId)!).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <div className="lg-container">
            <Routes>
              {mod.routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              <Route path="*" element={<NotFound />} />
            </Routes>
          </div>
          <ToastView />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
