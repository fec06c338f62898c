import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the top on a change of route or parameters, or to the hash anchor when present. */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    // The anchor may appear only after the page's data arrives: look for it for a short while.
    let tries = 0;
    const timer = window.setInterval(() => {
      const el = document.getElementById(id);
      if (el || ++tries > 20) {
        window.clearInterval(timer);
        el?.scrollIntoView();
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [pathname, search, hash]);
  return null;
}
