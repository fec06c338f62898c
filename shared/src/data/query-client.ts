// The one QueryClient lives in @league/runtime (a strict singleton, ADR 0300).
export { queryClient, createQueryClient, resetDataStores, STALE_TIME_MS, GC_TIME_MS } from '@league/runtime';
