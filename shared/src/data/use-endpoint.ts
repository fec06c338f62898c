// The data layer over the endpoint objects: every query of the product is keyed by its endpoint
// (`[endpoint.id, args, { locale }]`) and every write names the endpoints whose queries it makes
// stale. No key and no path is written by a caller: both come from the object, so the live match
// page, a cabinet write and the server render all find a query by the endpoint that answers it.
import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../api/call';
import type { AnyEndpoint, EndpointArgs, ResponseOf } from '../endpoints/define';
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

/**
 * The first part of the key of a query whose arguments are not known yet: it requests nothing,
 * and the server render does not count it as asked for.
 */
export const DISABLED_KEY = 'disabled';

/** The full cache key: the endpoint's parts, then the locale (so invalidating by a prefix of parts works). */
export function queryKeyFor(key: QueryKey, locale: string): QueryKey {
  return [...key, { locale }];
}

/** The cache key of one call (without the locale): `[endpoint.id, args]`; `[endpoint.id]` alone is every call of it. */
export function endpointKey<E extends AnyEndpoint>(endpoint: E, args?: EndpointArgs<E>): QueryKey {
  return args === undefined ? [endpoint.id] : [endpoint.id, args];
}

/** Key and fetcher of one call in one language, for a hook that needs TanStack's own options. */
export function endpointQuery<E extends AnyEndpoint>(endpoint: E, args: EndpointArgs<E>, locale: string) {
  return {
    queryKey: queryKeyFor(endpointKey(endpoint, args), locale),
    queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(endpoint, args, { signal }),
  };
}

/**
 * Calls a GET endpoint through the one QueryClient, with the four states AsyncView shows.
 * `args` null: not yet known, nothing is requested (the block stays loading).
 */
export function useEndpointQuery<E extends AnyEndpoint>(
  endpoint: E,
  args: EndpointArgs<E> | null,
  options: ApiQueryOptions = {},
): ApiData<ResponseOf<E>> {
  const locale = useLocale();
  const enabled = args !== null;
  const query = useQuery({
    ...(enabled
      ? endpointQuery(endpoint, args, locale)
      : { queryKey: queryKeyFor([DISABLED_KEY], locale), queryFn: skipToken }),
    ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
  const { refetch } = query;
  // Without arguments there is nothing to retry (refetch would call with inputs still missing).
  const reload = useCallback(() => void (enabled && refetch()), [enabled, refetch]);

  if (query.status === 'success')
    return { status: 'success', data: query.data as ResponseOf<E>, error: undefined, reload };
  // A retry after a failure shows the loading state again, not the old error.
  if (query.status === 'error' && query.fetchStatus !== 'fetching')
    return { status: 'error', data: undefined, error: query.error, reload };
  return { status: 'loading', data: undefined, error: undefined, reload };
}

/** An endpoint whose every query a write makes stale. */
export type Invalidation = AnyEndpoint;

/**
 * Calls a writing endpoint; on success every query of the endpoints named in `invalidates`
 * refetches if shown, or on its next use.
 */
export function useEndpointMutation<E extends AnyEndpoint>(
  endpoint: E,
  {
    invalidates = [],
  }: {
    invalidates?: readonly Invalidation[] | ((data: ResponseOf<E>, args: EndpointArgs<E>) => readonly Invalidation[]);
  } = {},
): UseMutationResult<ResponseOf<E>, unknown, EndpointArgs<E>> {
  const client = useQueryClient();
  return useMutation<ResponseOf<E>, unknown, EndpointArgs<E>>({
    mutationFn: (args) => callEndpoint(endpoint, args),
    // Names the write in the error log.
    mutationKey: [endpoint.id],
    onSuccess: async (data, args) => {
      const stale = typeof invalidates === 'function' ? invalidates(data, args) : invalidates;
      await Promise.all(stale.map((target) => client.invalidateQueries({ queryKey: endpointKey(target) })));
    },
  });
}
