import React from 'react';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, api, i18n, initI18n, localeAtom, recordInstances, splitLocale, store } from '@league/shared';
import { App } from './app';
import { FatalBoundary } from './fatal-boundary';
import { loadRemotesManifest } from './federation/remotes';

const { locale } = splitLocale(window.location.pathname);
initI18n(locale);
store.set(localeAtom, locale);
recordInstances({ app: 'shell', react: React, i18n, store, api });

// remotes.json is fetched while the shell renders its frame; remote areas wait for it.
void loadRemotesManifest();

createRoot(document.getElementById('root')!).render(
  <React.StrictMode>
    <AppProviders>
      <FatalBoundary>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </FatalBoundary>
    </AppProviders>
  </React.StrictMode>,
);
