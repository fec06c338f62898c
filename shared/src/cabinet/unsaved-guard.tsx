// Warns before leaving a form with unsaved changes: the browser's own prompt on reload or
// close (`beforeunload`), and a confirm dialog for in-app navigation. Under a data router
// react-router's `useBlocker` stops every navigation (links, back/forward); under a plain
// router (the shell's BrowserRouter today) link clicks inside the page are held instead.
import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker, useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog';

/** `shouldBlock` is asked at the moment of leaving, so it sees the form as it is then. */
export function UnsavedChangesGuard({ shouldBlock }: { shouldBlock: () => boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return dataRouter ? <RouterBlocker shouldBlock={latest} /> : <LinkBlocker shouldBlock={latest} />;
}

function LeaveDialog({ open, onLeave, onStay }: { open: boolean; onLeave: () => void; onStay: () => void }) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      open={open}
      title={t('form.leaveTitle')}
      message={t('form.leaveText')}
      confirmLabel={t('form.leave')}
      cancelLabel={t('form.stay')}
      danger
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}

function RouterBlocker({ shouldBlock }: { shouldBlock: { current: () => boolean } }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldBlock.current(),
  );
  return (
    <LeaveDialog
      open={blocker.state === 'blocked'}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}

function LinkBlocker({ shouldBlock }: { shouldBlock: { current: () => boolean } }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const here = useRef(pathname);
  useEffect(() => {
    here.current = pathname;
  }, [pathname]);
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    // Capture phase on the document runs before the router's own click handler.
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const path = `${url.pathname}${url.search}${url.hash}`;
      if (url.pathname === here.current || !shouldBlock.current()) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget(path);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [shouldBlock]);

  return (
    <LeaveDialog
      open={target !== null}
      onLeave={() => {
        const path = target;
        setTarget(null);
        if (path) navigate(path);
      }}
      onStay={() => setTarget(null)}
    />
  );
}
