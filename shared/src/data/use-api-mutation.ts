// Writes through the one QueryClient: after a success, the queries it names (by key or key
// prefix, without the locale) are marked stale and the mounted ones refetch.
import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';

export interface ApiMutationOptions<TData, TVariables> {
  /** Keys or key prefixes of the queries this write makes stale, e.g. `[['cabinet', 'clubs']]`. */
  invalidates?: readonly QueryKey[] | ((data: TData, variables: TVariables) => readonly QueryKey[]);
  /** Names the write in the error log. */
  key?: QueryKey;
}

export function useApiMutation<TData, TVariables = void>(
  mutate: (variables: TVariables) => Promise<TData>,
  options: ApiMutationOptions<TData, TVariables> = {},
): UseMutationResult<TData, unknown, TVariables> {
  const client = useQueryClient();
  return useMutation<TData, unknown, TVariables>({
    mutationFn: mutate,
    ...(options.key ? { mutationKey: options.key } : {}),
    onSuccess: async (data, variables) => {
      const keys = typeof options.invalidates === 'function' ? options.invalidates(data, variables) : (options.invalidates ?? []);
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
