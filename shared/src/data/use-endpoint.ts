// The data layer over the endpoint objects: a query is keyed by the endpoint's id and its
// arguments (the locale is appended by useApiQuery); a write names the endpoints (or keys) whose
// queries it makes stale. No path is written here or by a caller: it comes from the object.
import type { QueryKey, UseMutationResult } from '@tanstack/react-query';
import { callEndpoint } from '../api/call';
import type { AnyEndpoint, EndpointArgs, ResponseOf } from '../endpoints/define';
import { useApiMutation } from './use-api-mutation';
import { useApiQuery, type ApiData, type ApiQueryOptions } from './use-api-query';

/** The cache key of one call (without the locale): `[endpoint.id, args]`; `[endpoint.id]` alone is every call of it. */
export function endpointKey<E extends AnyEndpoint>(endpoint: E, args?: EndpointArgs<E>): QueryKey {
  return args === undefined ? [endpoint.id] : [endpoint.id, args];
}

/** Calls a GET endpoint through the one QueryClient. `args` null: not yet known, nothing is requested. */
export function useEndpointQuery<E extends AnyEndpoint>(endpoint: E, args: EndpointArgs<E> | null, options?: ApiQueryOptions): ApiData<ResponseOf<E>> {
  return useApiQuery(args === null ? null : endpointKey(endpoint, args), (signal) => callEndpoint(endpoint, args!, { signal }), options);
}

/** An endpoint (every query of it) or a key prefix. */
export type Invalidation = AnyEndpoint | QueryKey;

const toKey = (target: Invalidation): QueryKey => (Array.isArray(target) ? target : [(target as AnyEndpoint).id]);

/**
 * Calls a writing endpoint; on success every query of the endpoints named in `invalidates`
 * (or under the key prefixes named there) refetches if shown, or on its next use.
 */
export function useEndpointMutation<E extends AnyEndpoint>(
  endpoint: E,
  { invalidates = [] }: { invalidates?: readonly Invalidation[] | ((data: ResponseOf<E>, args: EndpointArgs<E>) => readonly Invalidation[]) } = {},
): UseMutationResult<ResponseOf<E>, unknown, EndpointArgs<E>> {
  return useApiMutation<ResponseOf<E>, EndpointArgs<E>>((args) => callEndpoint(endpoint, args), {
    key: [endpoint.id],
    invalidates: (data, args) => (typeof invalidates === 'function' ? invalidates(data, args) : invalidates).map(toKey),
  });
}
