// Page data through the one QueryClient: a stable array key (what + parameters) plus the
// current locale, a fetcher that honours the AbortSignal, and the four states AsyncView shows.
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocale } from '../ui/locale-link';

export type ApiData<T> =
  | { status: 'loading'; data: undefined; error: undefined; reload: () => void }
  | { status: 'success'; data: T; error: undefined; reload: () => void }
  | { status: 'error'; data: undefined; error: unknown; reload: () => void };

export interface ApiQueryOptions {
  /** Overrides the client's 30 s, e.g. 0 for cabinet lists someone else may have just changed. */
  staleTime?: number;
  /** While another key loads (the next page of a table), keep showing the last answer. */
  keepPrevious?: boolean;
}

/** The full cache key: the caller's parts, then the locale (so invalidating by a prefix of parts works). */
export function queryKeyFor(key: QueryKey, locale: string): QueryKey {
  return [...key, { locale }];
}

/**
 * Fetches `key` with `fetcher`, cached in the one QueryClient. `key` is null while a parameter
 * it needs is not known yet (the block stays loading and nothing is requested).
 */
export function useApiQuery<T>(key: QueryKey | null, fetcher: (signal: AbortSignal) => Promise<T>, options: ApiQueryOptions = {}): ApiData<T> {
  const locale = useLocale();
  const query = useQuery({
    queryKey: queryKeyFor(key ?? ['disabled'], locale),
    queryFn: ({ signal }) => fetcher(signal),
    enabled: key !== null,
    ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
  const { refetch } = query;
  const enabled = key !== null;
  // Without a key there is nothing to retry (refetch would run a fetcher whose inputs are missing).
  const reload = useCallback(() => void (enabled && refetch()), [enabled, refetch]);

  if (query.status === 'success') return { status: 'success', data: query.data, error: undefined, reload };
  // A retry after a failure shows the loading state again, not the old error.
  if (query.status === 'error' && query.fetchStatus !== 'fetching') return { status: 'error', data: undefined, error: query.error, reload };
  return { status: 'loading', data: undefined, error: undefined, reload };
}
