import type { Atom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { store } from './index';

/**
 * An atom's value in a component, read from the product's one store through React's
 * external-store hook, for the product's synchronous atoms. Jotai's own `useAtomValue` sends
 * every reader an update right after it mounts, whether or not the value moved; a public page
 * has more than a hundred readers (every link reads the locale), and those updates re-ran all of
 * them as one long task just after hydration. Here a reader renders again only when its value
 * changed, and the server renders with the same value.
 */
export function useStoreValue<T>(atom: Atom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [atom]);
  const read = useCallback(() => store.get(atom), [atom]);
  return useSyncExternalStore(subscribe, read, read);
}
