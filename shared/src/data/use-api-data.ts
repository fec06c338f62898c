// Minimal data store for pages: cached per key in the shared jotai store, reset on locale change.
// Fetch failures are logged (spec §7) and surfaced as an error state with a retry.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { dataCacheAtom, store } from '../store';

export type ApiData<T> =
  | { status: 'loading'; data: undefined; error: undefined; reload: () => void }
  | { status: 'success'; data: T; error: undefined; reload: () => void }
  | { status: 'error'; data: undefined; error: unknown; reload: () => void };

export function useApiData<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): ApiData<T> {
  const cache = useAtomValue(dataCacheAtom, { store });
  const isCached = key !== null && cache.has(key);
  const cached = isCached ? (cache.get(key) as T) : undefined;
  const [attempt, setAttempt] = useState(0);
  // The failure of one (key, attempt); a new key or a retry starts clean without resetting it.
  const [failure, setFailure] = useState<{ key: string; attempt: number; error: unknown } | null>(null);
  const fetcherRef = useRef(fetcher);
  useLayoutEffect(() => {
    fetcherRef.current = fetcher;
  });

  // Depends on whether *this* key is cached, not on the whole cache: another block's data
  // arriving must not cancel and repeat this request.
  useEffect(() => {
    if (key === null || isCached) return;
    const controller = new AbortController();
    fetcherRef
      .current(controller.signal)
      .then((data) => {
        if (controller.signal.aborted) return;
        const next = new Map(store.get(dataCacheAtom));
        next.set(key, data);
        store.set(dataCacheAtom, next);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`[data] ${key} failed`, error);
        setFailure({ key, attempt, error });
      });
    return () => controller.abort();
  }, [key, isCached, attempt]);

  const reload = useCallback(() => {
    if (key !== null) {
      const next = new Map(store.get(dataCacheAtom));
      next.delete(key);
      store.set(dataCacheAtom, next);
    }
    setAttempt((n) => n + 1);
  }, [key]);

  if (cached !== undefined) return { status: 'success', data: cached, error: undefined, reload };
  if (failure && failure.key === key && failure.attempt === attempt) return { status: 'error', data: undefined, error: failure.error, reload };
  return { status: 'loading', data: undefined, error: undefined, reload };
}
