// What a page about one subject (a club, a player, a team, a news item…) shows until its answer is
// there. No stylesheet of its own: a page that uses only this loads no other page's styles.
import type { ReactNode } from 'react';
import { ErrorState, isApiError, NotFound, Skeleton, type ApiData } from '@league/shared';

/** True when a fetch failed because the API answered 404 (unknown slug or id). */
export function isMissing(error: unknown): boolean {
  return isApiError(error) && error.response?.status === 404;
}

/**
 * A skeleton while it loads, the 404 page when the subject does not exist, an error with a retry
 * otherwise.
 */
export function DetailState({ data, loading }: { data: ApiData<unknown>; loading?: ReactNode }) {
  if (data.status === 'loading') return <>{loading ?? <DetailSkeleton />}</>;
  if (data.status === 'error')
    return isMissing(data.error) ? (
      <NotFound />
    ) : (
      <div className="lg-container pub-page">
        <ErrorState onRetry={data.reload} />
      </div>
    );
  return null;
}

/** A person's, club's or team's page while it loads. */
export function ProfileSkeleton() {
  return (
    <div className="lg-container pub-page">
      <Skeleton lines={8} height={26} />
    </div>
  );
}

export function DetailSkeleton() {
  return (
    <div className="lg-container pub-page">
      <Skeleton lines={1} height={36} />
      <Skeleton lines={6} />
    </div>
  );
}
