// The four states of a cabinet page that shows one thing of the URL (a club, a team, a person):
// loading, the thing, a failure to retry, and the not-found page. A thing the reader may not
// open (403, e.g. another club's page for a team administrator) is as missing to them as one
// that does not exist (404): both are the not-found page, never "failed to load / retry".
import type { ReactNode } from 'react';
import { ErrorState, isApiError, NotFound, Skeleton, type ApiData } from '@league/shared';

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
