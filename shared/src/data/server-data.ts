// Server rendering and the data layer. A server render pass cannot fetch (effects do not run),
// but every useEndpointQuery it meets puts its query, keyed by its endpoint and with its fetcher,
// into the QueryClient: `fetchRequested` fetches those, so the next pass renders with data; `dehydrate`
// writes the answers into the HTML and `hydrateFromServer` puts them into the browser's
// QueryClient before the first render, so the page does not ask for them again.
import { QueryClient, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { isNotFound } from '../api/client';
import { createQueryClient } from './query-client';
import { DISABLED_KEY } from './use-endpoint';

/** A QueryClient for one server render: nothing is kept between requests. */
export function createServerQueryClient(): QueryClient {
  // No logging cache here: a failed answer makes the whole render fail, and the caller logs once.
  const defaults = createQueryClient().getDefaultOptions();
  // A query that failed with 404 renders its not-found state in the next pass (not a new fetch).
  return new QueryClient({
    defaultOptions: { ...defaults, queries: { ...defaults.queries, gcTime: Infinity, retryOnMount: false } },
  });
}

/** Queries a render asked for that have no answer yet (one still waiting for its arguments is not one). */
export function requestedQueries(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.queryKey[0] !== DISABLED_KEY && q.state.data === undefined && q.state.status !== 'error');
}

/**
 * Fetches every query the last pass asked for; resolves with how many were fetched. A 404 stays
 * in its query (the next pass renders the page's not-found state, a real answer); any other
 * failure rejects: the caller serves the page without server rendering.
 */
export async function fetchRequested(client: QueryClient): Promise<number> {
  const queries = requestedQueries(client);
  await Promise.all(
    queries.map((q) =>
      q.fetch().catch((error: unknown) => {
        if (!isNotFound(error)) throw error;
      }),
    ),
  );
  return queries.length;
}

/**
 * The answers to embed in the HTML: the successful ones, and the 404s as the bare facts the
 * pages read (`isNotFound`), without the request they came from.
 */
export function dehydrateForBrowser(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) =>
      q.state.status === 'success' || (q.state.status === 'error' && isNotFound(q.state.error)),
  });
  return {
    ...state,
    queries: state.queries.map((q) =>
      q.state.status === 'error' ? { ...q, state: { ...q.state, error: notFoundFact(q.state.error) } } : q,
    ),
  };
}

function notFoundFact(error: unknown) {
  const response = (error as { response?: { data?: unknown } }).response;
  return {
    name: 'ApiError',
    message: 'Not found',
    isAxiosError: true,
    code: 'ERR_BAD_REQUEST',
    response: { status: 404, data: response?.data ?? null },
  };
}

/**
 * Puts the server's answers into the browser's QueryClient. They are as fresh as the HTML (the
 * server forgets a rendered page when the public data changes), so they count as fetched now.
 */
export function hydrateFromServer(client: QueryClient, state: DehydratedState, now = Date.now()): void {
  hydrate(client, {
    ...state,
    queries: state.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } })),
  });
  // A 404 the server rendered is not asked again while the page mounts (that would swap the
  // not-found page for a skeleton and back); the visitor's retry or a reload asks again.
  for (const q of state.queries) {
    if (q.state.status === 'error') client.setQueryDefaults(q.queryKey, { retryOnMount: false });
  }
}
