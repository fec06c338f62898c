// A cabinet list page in one line: the table's URL state (`useTableState`) becomes the query of
// a paginated endpoint, and the answer becomes the DataTable's rows, total and states.
import type { TableState } from '../cabinet/use-table-state';
import type { AnyEndpoint, EndpointArgs, ResponseOf } from '../endpoints/define';
import { useEndpointQuery } from './use-endpoint';

type RowOf<E> = ResponseOf<E> extends { data: readonly (infer T)[]; meta: { total: number } } ? T : never;

export interface TableQuery<T> {
  rows: T[];
  total: number;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

export function useTableQuery<E extends AnyEndpoint>(
  endpoint: E,
  table: TableState,
  args: Omit<EndpointArgs<E>, 'query'> = {} as Omit<EndpointArgs<E>, 'query'>,
): TableQuery<RowOf<E>> {
  // Lists others may be changing: a revisit shows the server's view, not a 30 s old copy. The
  // rows on screen stay while the next page, sort or filter loads.
  const data = useEndpointQuery(endpoint, { ...args, query: table.params } as EndpointArgs<E>, {
    staleTime: 0,
    keepPrevious: true,
  });
  const body = data.status === 'success' ? (data.data as { data: RowOf<E>[]; meta: { total: number } }) : undefined;
  return {
    rows: body?.data ?? [],
    total: body?.meta.total ?? 0,
    loading: data.status === 'loading',
    error: data.status === 'error' ? data.error : undefined,
    onRetry: data.reload,
  };
}
