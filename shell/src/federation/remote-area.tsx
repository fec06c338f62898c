// Renders one remote's routes for an unprefixed path: loads the remote, matches its route,
// applies the page's policy (the route's role list and the access table; a refused role goes
// where the route's middleware says, or home), then renders the page inside its frame.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import {
  ErrorState,
  NotFound,
  Skeleton,
  cabinetPage,
  localizePath,
  mayOpen,
  roleAtom,
  useLocale,
  useLocalePath,
  type RemoteModule,
  type RemoteName,
  type RemoteRoute,
  useStoreValue,
} from '@league/shared';
import { CabinetFrame, EmptyFrame, MainFrame } from '../layouts/frames';
import { frameOf, type FrameKind } from '../layouts/registry';
import { refusedTarget } from '../middleware/registry';
import { AreaBoundary, clearChunkReloadMarker, isChunkLoadError, reloadOnceForChunk } from './area-boundary';
import { loadRemoteModule, loadedRemoteModule, resetRemote } from './remotes';
import { RuntimeMismatchError } from './runtime-mismatch';

export function Frame({ kind, hideHeader, children }: { kind: FrameKind; hideHeader?: boolean; children: ReactNode }) {
  if (kind === 'cabinet') return <CabinetFrame hideHeader={hideHeader}>{children}</CabinetFrame>;
  if (kind === 'empty') return <EmptyFrame>{children}</EmptyFrame>;
  return <MainFrame hideHeader={hideHeader}>{children}</MainFrame>;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteModule }
  | { status: 'error'; error: unknown };

function useRemoteModule(name: RemoteName): [LoadState, () => void] {
  const role = useStoreValue(roleAtom);
  const [attempt, setAttempt] = useState(0);
  // The settled result of one (name, role, attempt) load; anything else is still loading.
  const [result, setResult] = useState<{ key: string; state: LoadState } | null>(null);
  const key = `${name}|${role}|${attempt}`;
  const state = shownState(result, key, name);
  useEffect(() => {
    let alive = true;
    // What the area showed when this load started: a remote loaded before the first render (as
    // on a server-rendered page) is already on screen.
    const shown = state.status === 'ready' ? state.module : null;
    loadRemoteModule(name, role).then(
      (module) => {
        clearChunkReloadMarker();
        // Already shown: no update. One here would reach the page while it is still hydrating
        // and make React hydrate all of it at once, as one long task.
        if (alive && module !== shown) setResult({ key, state: { status: 'ready', module } });
      },
      (error: unknown) => {
        // A remote that needs a newer runtime: one error naming the versions, and its notice.
        if (error instanceof RuntimeMismatchError) console.error(error.message);
        else console.error(`[federation] ${name} could not be loaded`, error);
        if (isChunkLoadError(error) && reloadOnceForChunk()) return;
        if (alive) setResult({ key, state: { status: 'error', error } });
      },
    );
    return () => {
      alive = false;
    };
    // `state` as rendered when this load started, on purpose
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, name, role]);
  const retry = () => {
    resetRemote(name);
    setAttempt((n) => n + 1);
  };
  return [state, retry];
}

/**
 * What the area shows for a load result. A remote already loaded (the server render, or the
 * browser before hydrating a server-rendered page) is ready on the first render, so the markup
 * matches.
 */
function shownState(result: { key: string; state: LoadState } | null, key: string, name: RemoteName): LoadState {
  if (result && result.key === key) return result.state;
  const loaded = loadedRemoteModule(name);
  return loaded ? { status: 'ready', module: loaded } : { status: 'loading' };
}

export function RemoteArea({ name, path, frame }: { name: RemoteName; path: string; frame: FrameKind }) {
  const { t } = useTranslation('common');
  const [state, retry] = useRemoteModule(name);
  const locale = useLocale();

  if (state.status === 'loading') {
    return (
      <Frame kind={frame}>
        <div className="lg-container sh-area-loading">
          <Skeleton lines={6} />
        </div>
      </Frame>
    );
  }
  if (state.status === 'error' && state.error instanceof RuntimeMismatchError) {
    return (
      <Frame kind={frame}>
        <div className="lg-container sh-area-error" data-area={name} data-area-updating="">
          <ErrorState message={t('state.areaUpdating')} />
        </div>
      </Frame>
    );
  }
  if (state.status === 'error') {
    return (
      <Frame kind={frame}>
        <div className="lg-container sh-area-error" data-area={name}>
          <ErrorState message={t('state.areaError')} onRetry={retry} />
        </div>
      </Frame>
    );
  }
  return (
    // Routes are matched on the real, prefixed URL so that pages' own links, search-param
    // updates and useLocation keep the language.
    <Routes>
      {state.module.routes.map((route) => (
        <Route
          key={route.path}
          path={localizePath(route.path, locale)}
          element={
            <Frame kind={frameOf(route.layout)} hideHeader={route.hideHeader}>
              <AreaBoundary area={name} message={t('state.areaError')} onRetry={retry}>
                <GuardedPage route={route} path={path} />
              </AreaBoundary>
            </Frame>
          }
        />
      ))}
      <Route
        path="*"
        element={
          <Frame kind={frame}>
            <NotFound />
          </Frame>
        }
      />
    </Routes>
  );
}

function GuardedPage({ route, path }: { route: RemoteRoute; path: string }) {
  const params = useParams();
  const role = useStoreValue(roleAtom);
  const lp = useLocalePath();
  // Decided on the first render (also on the server, where effects do not run): no update
  // follows, none disturbs a hydration.
  const refused =
    (!!route.roles && (!role || !route.roles.includes(role))) || (cabinetPage(path) !== null && !mayOpen(role, path));
  if (refused)
    return (
      <Navigate to={lp(refusedTarget(route.middleware ?? [], { pattern: route.path, path, params, role }))} replace />
    );
  if (route.validate && !route.validate(params)) return <NotFound />;
  const Page = route.Component;
  return (
    <Suspense fallback={<Skeleton lines={6} />}>
      <Page />
    </Suspense>
  );
}
