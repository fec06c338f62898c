import React, { startTransition } from 'react';
import './styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import {
  AppProviders,
  adoptLeagueOffsets,
  api,
  hydrateFromServer,
  i18n,
  initI18n,
  loadLanguage,
  localeAtom,
  pageMetaAtom,
  queryClient,
  recordInstances,
  roleAtom,
  splitLocale,
  store,
  publicOriginAtom,
  followedTeamsAtom,
  followedFromCookie,
  languageChosenOnArrival,
  writeLocaleCookie,
} from '@league/shared';
import { App } from './app';
import { FatalBoundary } from './fatal-boundary';
import { loadRemoteModule, loadRemotesManifest } from './federation/remotes';
import { remoteForPath } from './federation/mounts';
import { preloadRoute } from './federation/match-route';
import { parseJson } from './json';
import { HYDRATING_ATTRIBUTE, SSR_DATA_ID, type ServerData } from './ssr-data';

const { locale, path } = splitLocale(window.location.pathname);
// The switcher's link followed before the scripts ran: keep the choice, as the switcher does (a
// server-rendered page's wake script has done so on arrival already; this is the client page's).
if (languageChosenOnArrival(document.referrer, window.location.href)) writeLocaleCookie(locale);
initI18n(locale);
// The strings of the page's language only (ADR 0203): the first render waits for them.
const strings = loadLanguage(locale).catch(() => undefined);
store.set(localeAtom, locale);
recordInstances({ app: 'shell', react: React, i18n, store, api, queryClient });

// remotes.json is fetched while the shell renders its frame; remote areas wait for it. A
// visitor's page needs the public remote: start loading it now rather than after the first render.
void loadRemotesManifest().catch(() => undefined);
const publicRemote = remoteForPath(path) === 'mf_public' ? loadRemoteModule('mf_public', store.get(roleAtom)) : null;
publicRemote?.catch(() => undefined);

// A data router, so that a form's unsaved-changes guard (react-router's useBlocker) also stops
// back/forward and programmatic navigation. The shell matches paths itself: one catch-all route.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

const app = (
  <React.StrictMode>
    <AppProviders>
      <FatalBoundary>
        <RouterProvider router={router} />
      </FatalBoundary>
    </AppProviders>
  </React.StrictMode>
);

/** What the server put beside its markup (shell/src/server/render.tsx): the page's API answers and metadata. */
function serverData(): ServerData | null {
  const el = document.getElementById(SSR_DATA_ID);
  if (!el?.textContent) return null;
  const data = parseJson(el.textContent);
  return data === undefined ? null : (data as ServerData);
}

const container = document.getElementById('root')!;
const ssr = serverData();
// Dates are shown with the server's offsets: the browser's zone rules (a long task to load on a
// phone) are not needed for a server-rendered page, whose dates then match the server's markup.
if (ssr) adoptLeagueOffsets(ssr.offsets);
// The teams the visitor follows, from the cookie the server read for this page.
store.set(followedTeamsAtom, followedFromCookie(document.cookie));
// Absolute links are written with the server's public address, before and after hydration.
if (typeof ssr?.origin === 'string' && /^https?:\/\/[^/]+$/.test(ssr.origin)) store.set(publicOriginAtom, ssr.origin);
if (ssr && publicRemote && container.firstElementChild) {
  // A server-rendered public page: the first render must produce the same markup, so the
  // QueryClient gets the server's answers, the head its metadata, and the public remote is
  // loaded before React takes the page over. If the remote cannot load, render from scratch.
  hydrateFromServer(queryClient, ssr.state);
  store.set(pageMetaAtom, ssr.meta);
  // The page's own code is loaded too (the remote resolves with its strings and the shared ones in
  // the page's language): the page hydrates in the same pass as the frame, so its
  // markup stays and a tap or keystroke during start-up reaches a live page.
  publicRemote.then(
    (mod) =>
      preloadRoute(mod, path)
        .catch(() => undefined)
        // As a transition, hydration works in short slices and lets the browser answer input
        // between them; a tap on a part not yet hydrated hydrates that part first.
        .then(() => {
          // From here React answers a tap itself (replaying one on a part not yet hydrated):
          // the wake script stops keeping taps for later (ADR 0135).
          document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
          startTransition(() => void hydrateRoot(container, app));
        }),
    () => renderFresh(),
  );
} else {
  renderFresh();
}

/** A client render, once the language's strings are here (or could not load: keys rather than nothing). */
function renderFresh() {
  void strings.then(() => createRoot(container).render(app));
}
