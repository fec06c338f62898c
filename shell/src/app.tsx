// The shell's router: locale prefix and cookie, cabinet guards, the mount table, toasts,
// head tags and scroll behaviour. Pages themselves come from the remotes.
import React, { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  ACCOUNT_PAGES,
  NotFound,
  ROLE_HOME,
  Skeleton,
  ToastView,
  authAtom,
  i18n,
  isLanguageLoaded,
  loadLanguage,
  localeAtom,
  localizePath,
  cabinetPage,
  mayOpen,
  pageParams,
  remotesForRole,
  readLocaleCookie,
  resetDataStores,
  splitLocale,
  store,
  useStoreValue,
  DEFAULT_LOCALE,
  type Locale,
  type RemoteName,
  type RoleSlug,
} from '@league/shared';
import { HeadManager } from './head/head-manager';
import { ScrollManager } from './head/scroll-manager';
import { Frame, RemoteArea } from './federation/remote-area';
import { remoteForPath } from './federation/mounts';
import { middlewareFitting, refusedTarget } from './middleware/registry';
import { LIVE_ATTRIBUTE } from './ssr-data';
import { signedOutFromPage } from './auth/auth-api';

// The login and account pages are forms (@league/shared/cabinet, react-final-form): a visitor's
// first load does not carry them.
const LoginPage = lazy(() => import('./auth/login-page').then((m) => ({ default: m.LoginPage })));
// The pages of an e-mailed link and of a forgotten password (ADR 0220): no one is signed in yet.
const SetPasswordPage = lazy(() => import('./auth/set-password-page').then((m) => ({ default: m.SetPasswordPage })));
const ForgotPasswordPage = lazy(() => import('./auth/forgot-page').then((m) => ({ default: m.ForgotPasswordPage })));
const LINK_PAGES: Record<string, () => React.ReactElement> = {
  [ACCOUNT_PAGES.welcome]: () => <SetPasswordPage kind="welcome" />,
  [ACCOUNT_PAGES.resetPassword]: () => <SetPasswordPage kind="reset" />,
  [ACCOUNT_PAGES.forgotPassword]: () => <ForgotPasswordPage />,
};
const AccountPage = lazy(() => import('./account/account-page').then((m) => ({ default: m.AccountPage })));
const FirstStartHome = lazy(() => import('./auth/first-start-home').then((m) => ({ default: m.FirstStartHome })));

/** Keeps the store's locale and the i18n language in step with the URL. */
function useLocaleFromUrl() {
  const { pathname } = useLocation();
  const { locale } = splitLocale(pathname);
  const current = useStoreValue(localeAtom);
  // A browser holds the strings of the languages it has shown (ADR 0203): another one is loaded
  // before the page changes to it. A load that failed lets the page show in the fallback language.
  const [failed, setFailed] = useState<Locale | null>(null);
  const [, setLoaded] = useState(0);
  const loaded = isLanguageLoaded(locale) || failed === locale;
  useLayoutEffect(() => {
    if (!loaded) {
      let live = true;
      loadLanguage(locale).then(
        () => live && setLoaded((n) => n + 1),
        () => live && setFailed(locale),
      );
      return () => {
        live = false;
      };
    }
    if (current !== locale) {
      resetDataStores();
      store.set(localeAtom, locale);
    }
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    return undefined;
  }, [locale, current, loaded]);
  return current === locale && loaded;
}

export function App() {
  const location = useLocation();
  // The page is live (hydrated or rendered): `<html data-live>` tells styles and tests so.
  useEffect(() => {
    document.documentElement.setAttribute(LIVE_ATTRIBUTE, 'true');
  }, []);
  const ready = useLocaleFromUrl();
  const { locale, path } = splitLocale(location.pathname);

  // The cookie redirects only on the root path (the server never renders `/` for such a cookie).
  if (location.pathname === '/' && typeof document !== 'undefined') {
    const saved = readLocaleCookie(document.cookie);
    if (saved && saved !== DEFAULT_LOCALE)
      return <Navigate to={`${localizePath('/', saved)}${location.search}`} replace />;
  }
  if (!ready) return null;

  return (
    <>
      <HeadManager />
      <ScrollManager />
      <Routed path={path} locale={locale} />
      <ToastView />
    </>
  );
}

/** Areas the spec does not name whose refused pages are not found rather than a way home. */
const NOT_FOUND_WHEN_REFUSED: ReadonlySet<RemoteName> = new Set(['mf_cabinet_content']);

/** Whether a refused page's middleware could send the role somewhere better than home. */
function refusedElsewhere(role: RoleSlug, path: string, remote: RemoteName): boolean {
  const { pattern } = cabinetPage(path)!;
  const ctx = { pattern, path, params: pageParams(pattern, path), role };
  return remotesForRole(role).includes(remote) && refusedTarget(middlewareFitting(pattern), ctx) !== ROLE_HOME[role];
}

/** A page of the shell's own in its frame, a skeleton while its code loads. */
const framed = (kind: 'empty' | 'cabinet', page: React.ReactNode) => (
  <Frame kind={kind}>
    <Suspense fallback={<Skeleton />}>{page}</Suspense>
  </Frame>
);

/** The cabinet's pages for a signed-in role: the shell's own, else the remote of the area. */
function cabinetRoute(path: string, role: RoleSlug, to: (p: string) => string): React.ReactElement {
  if (path === '/cabinet' || path === '/cabinet/') {
    // The super_admin of a league still setting up lands on the first-start checklist.
    if (role === 'super_admin') return framed('cabinet', <FirstStartHome />);
    return <Navigate to={to(ROLE_HOME[role])} replace />;
  }
  // The account page (sessions, password) belongs to the shell: every signed-in role.
  if (path === '/cabinet/account') return framed('cabinet', <AccountPage />);
  const remote = remoteForPath(path);
  if (!remote) {
    return (
      <Frame kind="cabinet">
        <NotFound />
      </Frame>
    );
  }
  // A page its policy refuses sends the user home (spec §6: the media manager to the
  // tournaments list, which is their home) without loading its remote, unless a middleware
  // that fits the page would send this role to a page it may open (the person's page for the
  // provider on an edit form): then the remote, if the role uses it, loads and the route's
  // middleware decides.
  if (!mayOpen(role, path) && !refusedElsewhere(role, path, remote)) {
    // The areas the league built beyond the spec answer a role they refuse with the not-found
    // page at the address (nothing of the area is told, its remote never loads; ADR 0260).
    if (NOT_FOUND_WHEN_REFUSED.has(remote))
      return (
        <Frame kind="cabinet">
          <NotFound />
        </Frame>
      );
    return <Navigate to={to(ROLE_HOME[role])} replace />;
  }
  return <RemoteArea key={remote} name={remote} path={path} frame="cabinet" />;
}

function Routed({ path, locale }: { path: string; locale: ReturnType<typeof splitLocale>['locale'] }) {
  const auth = useStoreValue(authAtom);
  const location = useLocation();
  const role = auth?.user.role.slug ?? null;
  const to = (p: string) => localizePath(p, locale);

  const linkPage = LINK_PAGES[path];
  if (linkPage) return framed('empty', linkPage());
  if (path === '/cabinet/login') return framed('empty', <LoginPage />);

  if (path === '/cabinet' || path.startsWith('/cabinet/')) {
    if (role) return cabinetRoute(path, role, to);
    if (signedOutFromPage(path)) return <Navigate to={to('/cabinet/login')} replace />;
    return <Navigate to={`${to('/cabinet/login')}?next=${encodeURIComponent(path + location.search)}`} replace />;
  }

  return <RemoteArea key="mf_public" name="mf_public" path={path} frame="main" />;
}
