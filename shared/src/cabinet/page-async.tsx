// The four states of a cabinet page that shows one thing of the URL (a club, a team, a person, a
// team application): loading, the thing, a failure to retry, and the not-found page. A thing the
// reader may not open (403, or another club's thing the API answers 404) is as missing to them as
// one that does not exist: both are the not-found page, never "could not load / retry" — a retry
// could only fail again (ADR 0166).
import type { ReactNode } from 'react';
import { isApiError } from '../api/client';
import type { ApiData } from '../data/use-endpoint';
import { ErrorState, NotFound, Skeleton } from '../ui/states';

/** Whether the API said the thing is missing or not the reader's to open (404 or 403). */
export function isMissing(error: unknown): boolean {
  const status = isApiError(error) ? error.response?.status : undefined;
  return status === 404 || status === 403;
}

export function PageAsync<T>({ data, children }: { data: ApiData<T>; children: (value: T) => ReactNode }) {
  if (data.status === 'loading') return <Skeleton />;
  if (data.status === 'error') return isMissing(data.error) ? <NotFound /> : <ErrorState onRetry={data.reload} />;
  return <>{children(data.data)}</>;
}
