// Live updates of the public match page: while the match is live, or scheduled for today (league
// time), an EventSource on the match's stream (`live.matchLive`, server-sent events fed by
// PostgreSQL LISTEN/NOTIFY) refreshes the page's match queries on each message — score,
// timeline, statistics — without a reload. A dropped stream reconnects by itself (the server
// says how soon); after a reconnect, or a `catch-up` message, the page refetches, since it may
// have missed something meanwhile. The page's queries are found by their endpoint objects, the
// keys every query of the product has.
import { useEffect } from 'react';
import { api, buildPath, callEndpoint, endpointKey, endpoints, queryClient, toLeagueTime, type MatchStatus } from '@league/shared';

/** Whether a match's page should listen: it is live, or it is scheduled today in league time. */
export function listensLive(match: { status: MatchStatus; date_time: string | null }, now: Date = new Date()): boolean {
  if (match.status === 'live') return true;
  if (match.status !== 'scheduled' || !match.date_time) return false;
  return toLeagueTime(match.date_time).format('YYYY-MM-DD') === toLeagueTime(now).format('YYYY-MM-DD');
}

/** The stream's URL under the API client's base (`/api/v1` unless configured otherwise). */
export function liveUrl(id: string | number): string {
  const base = (api.defaults.baseURL ?? '/api/v1').replace(/\/$/, '');
  return `${base}${buildPath(endpoints.live.matchLive.path, { id })}`;
}

const { matches } = endpoints;
/** The match page's queries whose answers change with an event. */
const CHANGED_BY_EVENTS = [matches.detail, matches.protocol, matches.statistics];
/** The page's other queries of the match. */
const OTHER_PARTS = [matches.squads, matches.media, matches.news];

/**
 * Refetches every query of this match's page that is in the cache, now. The answers that change
 * with an event are fetched past the browser's HTTP cache (public answers may be kept there for a
 * while), the others refetch as usual.
 */
export async function refreshMatch(id: number): Promise<void> {
  const args = { params: { id } };
  const cached = (endpoint: (typeof CHANGED_BY_EVENTS)[number]) => queryClient.getQueryCache().findAll({ queryKey: endpointKey(endpoint, args) });
  await Promise.all([
    ...CHANGED_BY_EVENTS.flatMap((endpoint) =>
      cached(endpoint).map(async (query) => {
        try {
          const fresh = await callEndpoint(endpoint, args, { headers: { 'cache-control': 'no-cache' } });
          queryClient.setQueryData(query.queryKey, fresh);
        } catch {
          // The next message, or the page's own retry, tries again.
        }
      }),
    ),
    ...OTHER_PARTS.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint, args) })),
  ]);
}

export function useLiveMatch(id: number, match: { status: MatchStatus; date_time: string | null } | undefined): void {
  const listening = match !== undefined && listensLive(match);
  useEffect(() => {
    if (!listening || typeof EventSource === 'undefined') return;
    const source = new EventSource(liveUrl(id));
    let dropped = false;
    const refresh = () => void refreshMatch(id);
    source.addEventListener('match', refresh);
    source.addEventListener('catch-up', refresh);
    source.addEventListener('error', () => {
      dropped = true;
    });
    source.addEventListener('open', () => {
      if (dropped) refresh();
      dropped = false;
    });
    return () => source.close();
  }, [id, listening]);
}
