// Whether the page is live in the browser: false on the server and during hydration of a
// server-rendered page, true once React has taken it over. A form on a server-rendered page is
// disabled until then, so nothing typed before the scripts arrive is silently dropped.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
