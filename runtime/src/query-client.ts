// The one QueryClient of the product. The shell and every remote's dev page provide it through
// AppProviders; Module Federation shares @tanstack/react-query and @league/shared as singletons,
// so every remote reads and writes this one cache.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { authAtom, store } from './store';

/** Public data changes a few times a day at most; within this window a page reuses what it has. */
export const STALE_TIME_MS = 30_000;
/** Unused entries are dropped after this, so a long visit does not grow the cache without bound. */
export const GC_TIME_MS = 5 * 60_000;

function describeKey(key: readonly unknown[]): string {
  return key.map((part) => (typeof part === 'object' && part !== null ? JSON.stringify(part) : String(part))).join(' ');
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Spec §7: fetch failures are logged; the page shows an error state with a retry.
    queryCache: new QueryCache({
      onError: (error, query) => console.error(`[data] ${describeKey(query.queryKey)} failed`, error),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) =>
        console.error(`[data] ${describeKey(mutation.options.mutationKey ?? ['mutation'])} failed`, error),
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        // The API client already retries a GET once on 408/409/425/429/5xx (spec §7).
        retry: false,
        // A phone user switching apps should not pay for a refetch of every block on return.
        refetchOnWindowFocus: false,
        // Requests go out even when the browser thinks it is offline: the client reports the failure
        // and the page shows its retry, instead of a skeleton that waits for a network event.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * Empties the cache ("Changing locale resets the data stores", spec §4): every page refetches
 * in the new language. Mounted blocks move to their new locale's key and fetch it.
 */
export function resetDataStores(): void {
  queryClient.clear();
}

/**
 * A sign-in, sign-out or change of user empties the cache too: what one account was shown (its
 * club's lists, its matches) is never shown to the next one on the same browser.
 */
let signedInAs = store.get(authAtom)?.token ?? null;
store.sub(authAtom, () => {
  const token = store.get(authAtom)?.token ?? null;
  if (token !== signedInAs) {
    signedInAs = token;
    queryClient.clear();
  }
});
