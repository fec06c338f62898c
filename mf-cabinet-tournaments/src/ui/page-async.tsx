// The states of a cabinet page that shows one thing of the URL (a team application, one person's
// application): loading, the thing, a failure to retry, and the not-found page. A thing the reader
// may not open (another club's, which the API answers 404; a 403 alike) is not found to them, never
// "could not load / retry" — a retry could only fail again (ADR 0166, as the clubs area does).
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
