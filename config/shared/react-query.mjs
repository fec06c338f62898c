// What the shell and the remotes share as `@tanstack/react-query`: the names the product uses,
// not the whole package. A shared module keeps every export it provides, so sharing the package
// whole ships the suspense, infinite-query, queries and prefetch hooks no page calls (ADR 0203,
// as ADR 0105 does for the router). Every app provides this same module.
//
// `npm run lint` (scripts/check-boundaries.mjs) fails when an app imports a name not listed here.
export {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  dehydrate,
  hydrate,
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@league-vendor/react-query';
