import React from 'react';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, api, i18n, initI18n, localeAtom, queryClient, recordInstances, roleAtom, splitLocale, store } from '@league/shared';
import { App } from './app';
import { FatalBoundary } from './fatal-boundary';
import { loadRemoteModule, loadRemotesManifest } from './federation/remotes';
import { remoteForPath } from './federation/mounts';

const { locale } = splitLocale(window.location.pathname);
initI18n(locale);
store.set(localeAtom, locale);
recordInstances({ app: 'shell', react: React, i18n, store, api, queryClient });

// remotes.json is fetched while the shell renders its frame; remote areas wait for it. A
// visitor's page needs the public remote: start loading it now rather than after the first render.
void loadRemotesManifest().catch(() => undefined);
if (remoteForPath(splitLocale(window.location.pathname).path) === 'mf_public') {
  void loadRemoteModule('mf_public', store.get(roleAtom)).catch(() => undefined);
}

// A data router, so that a form's unsaved-changes guard (react-router's useBlocker) also stops
// back/forward and programmatic navigation. The shell matches paths itself: one catch-all route.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(document.getElementById('root')!).render(
  <React.StrictMode>
    <AppProviders>
      <FatalBoundary>
        <RouterProvider router={router} />
      </FatalBoundary>
    </AppProviders>
  </React.StrictMode>,
);
